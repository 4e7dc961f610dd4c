static int f(void *x)
{
	goto *x;
}
/*
 * check-name: a computed goto in a function without labels
 * check-command: sparse $file
 *
 * check-error-start
eval/computed-goto-no-targets.c:1:12: warning: function 'f' has computed goto but no targets?
 * check-error-end
 */
