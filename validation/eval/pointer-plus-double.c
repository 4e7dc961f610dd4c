static void g(int *p)
{
	p = p + 1.5;
}
/*
 * check-name: adding a double to a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/pointer-plus-double.c:3:15: error: incompatible types for operation (+):
eval/pointer-plus-double.c:3:15:    int *p
eval/pointer-plus-double.c:3:15:    double
 * check-error-end
 */
