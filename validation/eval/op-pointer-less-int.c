static int f(int *p)
{
	return (p < 1) + (p < 0);
}
/*
 * check-name: < between a pointer and an int, even 0
 * check-command: sparse $file
 *
 * check-error-start
eval/op-pointer-less-int.c:3:19: error: incompatible types for operation (<):
eval/op-pointer-less-int.c:3:19:    int *p
eval/op-pointer-less-int.c:3:19:    int
eval/op-pointer-less-int.c:3:29: error: incompatible types for operation (<):
eval/op-pointer-less-int.c:3:29:    int *p
eval/op-pointer-less-int.c:3:29:    int
 * check-error-end
 */
