static unsigned long i(void)
{
	return sizeof(int[]);
}
/*
 * check-name: -Wsparse-error: no hidden warning when returning a bad sizeof
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-no-bad-type-sizeof.c:3:16: error: cannot size expression
 * check-error-end
 */
