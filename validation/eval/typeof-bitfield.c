struct bf { int a:3; };

static int i(struct bf *p)
{
	typeof(p->a) z = 0;

	return z;
}
/*
 * check-name: typeof of a bitfield member
 * check-command: sparse $file
 *
 * check-error-start
eval/typeof-bitfield.c:1:18: warning: typeof applied to bitfield type
 * check-error-end
 */
