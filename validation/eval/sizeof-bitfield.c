struct bf { int a:3; };

static unsigned long h(struct bf *p)
{
	return sizeof(p->a);
}
/*
 * check-name: sizeof of a bitfield member
 * check-command: sparse $file
 *
 * check-error-start
eval/sizeof-bitfield.c:5:16: error: trying to examine bitfield type
 * check-error-end
 */
