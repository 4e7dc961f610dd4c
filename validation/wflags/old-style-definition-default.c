static int f(a) int a;
{
	return a;
}
/*
 * check-name: -Wold-style-definition is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/old-style-definition-default.c:1:17: warning: non-ANSI definition of function 'f'
 * check-error-end
 */
