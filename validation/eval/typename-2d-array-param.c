struct s { int a; };

static void f(int arr[2][3], void (*cb)(int, char *), struct s (*mk)(void))
{
	long *l;

	l = arr;
	l = cb;
	l = mk;
}
/*
 * check-name: a 2-D array parameter and function pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-2d-array-param.c:7:11: warning: incorrect type in assignment (different base types)
eval/typename-2d-array-param.c:7:11:    expected long *l
eval/typename-2d-array-param.c:7:11:    got int ( *arr )[3]
eval/typename-2d-array-param.c:8:11: warning: incorrect type in assignment (different base types)
eval/typename-2d-array-param.c:8:11:    expected long *l
eval/typename-2d-array-param.c:8:11:    got void ( *cb )( ... )
eval/typename-2d-array-param.c:9:11: warning: incorrect type in assignment (different base types)
eval/typename-2d-array-param.c:9:11:    expected long *l
eval/typename-2d-array-param.c:9:11:    got struct s ( *mk )( ... )
 * check-error-end
 */
