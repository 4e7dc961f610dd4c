static void g(int n, int a[n])
{
	(void)a;
}
/*
 * check-name: a parameter sized by an earlier parameter
 * check-command: sparse $file
 *
 * check-error-start
eval/vla-parameter.c:1:28: error: undefined identifier 'n'
eval/vla-parameter.c:1:28: error: bad constant expression type
 * check-error-end
 */
