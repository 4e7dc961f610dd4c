static int f()
{
	return 0;
}
/*
 * check-name: -Wstrict-prototypes is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/strict-prototypes-default.c:1:14: warning: non-ANSI function declaration of function 'f'
 * check-error-end
 */
