static int *f(int *p)
{
	int *q = 0;
	p = 0;
	return q ? p : 0;
}
static int *g(void)
{
	return 0;
}
/*
 * check-name: -Wsparse-error turns evaluation warnings into errors, all of them shown
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-evaluation.c:3:18: error: Using plain integer as NULL pointer
eval/sparse-error-evaluation.c:4:13: error: Using plain integer as NULL pointer
eval/sparse-error-evaluation.c:5:24: error: Using plain integer as NULL pointer
eval/sparse-error-evaluation.c:9:16: error: Using plain integer as NULL pointer
 * check-error-end
 */
