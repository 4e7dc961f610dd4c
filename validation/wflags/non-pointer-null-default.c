static int *f(void)
{
	return 0;
}
/*
 * check-name: -Wnon-pointer-null is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/non-pointer-null-default.c:3:16: warning: Using plain integer as NULL pointer
 * check-error-end
 */
