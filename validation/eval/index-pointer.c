static int c(int *p, int *q)
{
	return p[q];
}
/*
 * check-name: a pointer as an array index
 * check-command: sparse $file
 *
 * check-error-start
eval/index-pointer.c:3:17: error: incompatible types for operation (+):
eval/index-pointer.c:3:17:    int *p
eval/index-pointer.c:3:17:    int *q
eval/index-pointer.c:3:17: error: cannot dereference this type
 * check-error-end
 */
