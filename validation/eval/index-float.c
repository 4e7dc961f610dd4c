static int b(int *p, float f)
{
	return p[f];
}
/*
 * check-name: a float as an array index
 * check-command: sparse $file
 *
 * check-error-start
eval/index-float.c:3:17: error: incompatible types for operation (+):
eval/index-float.c:3:17:    int *p
eval/index-float.c:3:17:    float f
eval/index-float.c:3:17: error: cannot dereference this type
 * check-error-end
 */
