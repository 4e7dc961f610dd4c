#define __typecheck(x, y) (!!(sizeof((typeof(x) *)1 == (typeof(y) *)1)))

static int f(int x, int y, long z)
{
	return __typecheck(x, y) + __typecheck(x, z);
}
/*
 * check-name: the kernel's __typecheck compares int * with long * inside sizeof
 * check-command: sparse $file
 *
 * check-error-start
eval/kernel-typecheck-min.c:5:36: error: incompatible types in comparison expression (different type sizes):
eval/kernel-typecheck-min.c:5:36:    int *
eval/kernel-typecheck-min.c:5:36:    long *
 * check-error-end
 */
