static x;
static f(void)
{
	return 0;
}
/*
 * check-name: -Wimplicit-int is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/implicit-int-default.c:1:8: warning: 'x' has implicit type
wflags/implicit-int-default.c:2:8: warning: 'f()' has implicit return type
 * check-error-end
 */
