static int g(a) int a; { return a; }
static int f(void)
{
	return g(1) + g(2, 3);
}
/*
 * check-name: a call of a K&R function is not checked against its definition
 * check-command: sparse $file
 *
 * check-error-start
eval/core/kr-call.c:1:17: warning: non-ANSI definition of function 'g'
eval/core/kr-call.c:4:24: error: too many arguments for function g
 * check-error-end
 */
