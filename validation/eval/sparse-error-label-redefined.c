static int f(int x)
{
l:
	;
l:
	return x;
}
/*
 * check-name: -Wsparse-error: a redefined label is not also reported unused
 * check-command: sparse -Wsparse-error $file
 * check-known-to-fail
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-label-redefined.c:5:1: error: label 'l' redefined
 * check-error-end
 */
