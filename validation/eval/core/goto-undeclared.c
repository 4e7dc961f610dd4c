static void f(void)
{
	goto nowhere;
}
/*
 * check-name: goto a label that is not declared
 * check-command: sparse $file
 *
 * check-error-start
eval/core/goto-undeclared.c:3:9: error: label 'nowhere' was not declared
 * check-error-end
 */
