union u { int i; long l; };

static union u f(int x)
{
	return (union u)x;
}
/*
 * check-name: -Wunion-cast: a cast to a union type
 * check-command: sparse -Wunion-cast $file
 *
 * check-error-start
eval/cast-to-union-type.c:5:17: warning: cast to union type
 * check-error-end
 */
