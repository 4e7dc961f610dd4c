static long f(int *p)
{
	return p & 1;
}
/*
 * check-name: & between a pointer and an int
 * check-command: sparse $file
 *
 * check-error-start
eval/op-pointer-and-int.c:3:18: error: incompatible types for operation (&):
eval/op-pointer-and-int.c:3:18:    int *p
eval/op-pointer-and-int.c:3:18:    int
 * check-error-end
 */
