static int f(int *p)
{
	return (p < 1) + (p < 0);
}
/*
 * check-name: -Wsparse-error: no hidden warning for the result of a bad operation
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-no-bad-type-operation.c:3:19: error: incompatible types for operation (<):
eval/sparse-error-no-bad-type-operation.c:3:19:    int *p
eval/sparse-error-no-bad-type-operation.c:3:19:    int
eval/sparse-error-no-bad-type-operation.c:3:29: error: incompatible types for operation (<):
eval/sparse-error-no-bad-type-operation.c:3:29:    int *p
eval/sparse-error-no-bad-type-operation.c:3:29:    int
 * check-error-end
 */
