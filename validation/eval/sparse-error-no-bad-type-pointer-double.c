static void g(int *p)
{
	p = p + 1.5;
}
/*
 * check-name: -Wsparse-error: no hidden warning when assigning a bad sum
 * check-command: sparse -Wsparse-error $file
 * check-known-to-fail
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-no-bad-type-pointer-double.c:3:15: error: incompatible types for operation (+):
eval/sparse-error-no-bad-type-pointer-double.c:3:15:    int *p
eval/sparse-error-no-bad-type-pointer-double.c:3:15:    double
 * check-error-end
 */
