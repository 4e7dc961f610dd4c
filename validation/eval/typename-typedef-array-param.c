typedef unsigned int u32;
static void f(u32 arr[const 3], u32 brr[3], u32 crr[static 2])
{
	long *x = arr;
	x = brr;
	x = crr;
	(void)x;
}
/*
 * check-name: an array parameter of a typedef'd type shows [usertype] before the *
 * check-command: sparse $file
 * check-known-to-fail
 *
 * check-error-start
eval/typename-typedef-array-param.c:4:19: warning: incorrect type in initializer (different type sizes)
eval/typename-typedef-array-param.c:4:19:    expected long *x
eval/typename-typedef-array-param.c:4:19:    got unsigned int [usertype] *arr
eval/typename-typedef-array-param.c:5:11: warning: incorrect type in assignment (different type sizes)
eval/typename-typedef-array-param.c:5:11:    expected long *x
eval/typename-typedef-array-param.c:5:11:    got unsigned int [usertype] *brr
eval/typename-typedef-array-param.c:6:11: warning: incorrect type in assignment (different type sizes)
eval/typename-typedef-array-param.c:6:11:    expected long *x
eval/typename-typedef-array-param.c:6:11:    got unsigned int [usertype] *crr
 * check-error-end
 */
