extern int g(void);
_Static_assert((0 ? g() : 1) == 1, "chosen");
static int *f(int *p)
{
	return 0 ? p : 0;
}
/*
 * check-name: a constant condition makes ?: the constant its chosen operand is
 * check-command: sparse $file
 *
 * check-error-start
eval/core/cond-constant-flags.c:5:24: warning: Using plain integer as NULL pointer
eval/core/cond-constant-flags.c:5:24: warning: Using plain integer as NULL pointer
 * check-error-end
 */
