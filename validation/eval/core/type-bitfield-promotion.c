struct probe { int x; } v;
struct b { unsigned int x:3; };
static void f(struct b *p)
{
	v = p->x + 0;
}
/*
 * check-name: a narrow unsigned bitfield promotes to int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-bitfield-promotion.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-bitfield-promotion.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-bitfield-promotion.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-bitfield-promotion.c:5:11:    got int
 * check-error-end
 */
