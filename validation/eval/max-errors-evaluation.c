static int f(int *p, long *l)
{
	return p == l;
}
static int g(int *p, long *l)
{
	return p == l;
}
static int h(int *p, long *l)
{
	return p == l;
}
/*
 * check-name: -fmax-errors=1 with evaluation errors
 * check-command: sparse -fmax-errors=1 $file
 *
 * check-error-start
eval/max-errors-evaluation.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/max-errors-evaluation.c:3:18:    int *
eval/max-errors-evaluation.c:3:18:    long *
eval/max-errors-evaluation.c:7:18: error: incompatible types in comparison expression (different type sizes):
eval/max-errors-evaluation.c:7:18:    int *
eval/max-errors-evaluation.c:7:18:    long *
eval/max-errors-evaluation.c:11:18: error: too many errors
 * check-error-end
 */
