static int h(void)
{
	goto nolabel;
	return 0;
}
/*
 * check-name: goto a label that does not exist
 * check-command: sparse $file
 *
 * check-error-start
eval/goto-undeclared-label.c:3:9: error: label 'nolabel' was not declared
 * check-error-end
 */
