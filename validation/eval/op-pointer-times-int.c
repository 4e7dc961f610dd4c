static long f(int *p)
{
	return p * 2;
}
/*
 * check-name: multiplying a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/op-pointer-times-int.c:3:18: error: incompatible types for operation (*):
eval/op-pointer-times-int.c:3:18:    int *p
eval/op-pointer-times-int.c:3:18:    int
 * check-error-end
 */
