int x;
int f(void)
{
	return x;
}
/*
 * check-name: -Wdecl is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/decl-default.c:1:5: warning: symbol 'x' was not declared. Should it be static?
wflags/decl-default.c:2:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
