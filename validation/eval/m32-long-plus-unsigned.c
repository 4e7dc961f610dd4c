static void f(int **p, long l, unsigned int u, long long ll, unsigned long ul)
{
	*p = l + u;
	*p = ll + u;
	*p = ul + ll;
	*p = l + 1u;
}
/*
 * check-name: -m32: long + unsigned int is unsigned long
 * check-command: sparse -m32 $file
 *
 * check-error-start
eval/m32-long-plus-unsigned.c:3:12: warning: incorrect type in assignment (different base types)
eval/m32-long-plus-unsigned.c:3:12:    expected int *
eval/m32-long-plus-unsigned.c:3:12:    got unsigned long
eval/m32-long-plus-unsigned.c:4:12: warning: incorrect type in assignment (different base types)
eval/m32-long-plus-unsigned.c:4:12:    expected int *
eval/m32-long-plus-unsigned.c:4:12:    got long long
eval/m32-long-plus-unsigned.c:5:12: warning: incorrect type in assignment (different base types)
eval/m32-long-plus-unsigned.c:5:12:    expected int *
eval/m32-long-plus-unsigned.c:5:12:    got long long
eval/m32-long-plus-unsigned.c:6:12: warning: incorrect type in assignment (different base types)
eval/m32-long-plus-unsigned.c:6:12:    expected int *
eval/m32-long-plus-unsigned.c:6:12:    got unsigned long
 * check-error-end
 */
