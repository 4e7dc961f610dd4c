static int n(a, b) int a; char *b;
{
	return a + *b;
}
static int o(void)
{
	return n(1, "x") + n(1);
}
/*
 * check-name: calls to a K&R definition are counted
 * check-command: sparse $file
 *
 * check-error-start
eval/call-kr-definition.c:1:20: warning: non-ANSI definition of function 'n'
eval/call-kr-definition.c:7:29: error: not enough arguments for function n
 * check-error-end
 */
