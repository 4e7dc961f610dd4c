int f(a, b)
	char *b;
	int a;
{
	{ int a = 1; return a + *b; }
}
/*
 * check-name: -Wshadow: a K&R parameter was declared where the identifier list names it
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
wflags/shadow-kr-parameter.c:2:9: warning: non-ANSI definition of function 'f'
wflags/shadow-kr-parameter.c:5:15: warning: symbol 'a' shadows an earlier one
wflags/shadow-kr-parameter.c:1:7: originally declared here
wflags/shadow-kr-parameter.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
