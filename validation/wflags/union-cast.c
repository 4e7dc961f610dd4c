union u { int i; long l; };

static union u f(int x)
{
	return (union u)x;
}
/*
 * check-name: -Wunion-cast turns it on
 * check-command: sparse -Wunion-cast $file
 *
 * check-error-start
wflags/union-cast.c:5:17: warning: cast to union type
 * check-error-end
 */
