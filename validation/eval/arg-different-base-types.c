struct a { int x; };
struct b { int x; };
extern void take(struct a *p);

static void f(struct b *pb)
{
	take(pb);
}
/*
 * check-name: pointer to another struct as argument
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-different-base-types.c:7:14: warning: incorrect type in argument 1 (different base types)
eval/arg-different-base-types.c:7:14:    expected struct a *p
eval/arg-different-base-types.c:7:14:    got struct b *pb
 * check-error-end
 */
