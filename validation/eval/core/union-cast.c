union u { int i; long l; };
static void f(int x)
{
	union u y = (union u)x;

	(void)y;
}
/*
 * check-name: -Wunion-cast: a cast to a union of a member type
 * check-command: sparse -Wunion-cast $file
 *
 * check-error-start
eval/core/union-cast.c:4:22: warning: cast to union type
 * check-error-end
 */
