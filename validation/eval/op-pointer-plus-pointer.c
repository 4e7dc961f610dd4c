static long f(int *p, int *q)
{
	return p + q;
}
/*
 * check-name: adding two pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/op-pointer-plus-pointer.c:3:18: error: incompatible types for operation (+):
eval/op-pointer-plus-pointer.c:3:18:    int *p
eval/op-pointer-plus-pointer.c:3:18:    int *q
 * check-error-end
 */
