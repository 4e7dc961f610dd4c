extern int f(void);
extern int f(void)
{
	return 0;
}
/*
 * check-name: -Wexternal-function-has-definition is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/external-function-has-definition-default.c:2:12: warning: function 'f' with external linkage has definition
 * check-error-end
 */
