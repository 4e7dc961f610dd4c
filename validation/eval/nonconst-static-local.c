static int x;
static const int k = 3;
static int z = k;

static int f(void)
{
	static int s = x;
	static int *p = &x;

	return s + *p + z;
}
/*
 * check-name: -Wconstexpr-not-const: a static local initialized from a variable
 * check-command: sparse -Wconstexpr-not-const $file
 *
 * check-error-start
eval/nonconst-static-local.c:3:16: warning: non-constant initializer for static object
eval/nonconst-static-local.c:7:24: warning: non-constant initializer for static object
 * check-error-end
 */
