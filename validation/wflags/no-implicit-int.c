static x;
static f(void)
{
	return 0;
}
/*
 * check-name: -Wno-implicit-int does not silence these warnings
 * check-command: sparse -Wno-implicit-int $file
 *
 * check-error-start
wflags/no-implicit-int.c:1:8: warning: 'x' has implicit type
wflags/no-implicit-int.c:2:8: warning: 'f()' has implicit return type
 * check-error-end
 */
