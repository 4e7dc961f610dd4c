struct s { int a; };

static void f(struct s *arr[3], int (*pa)[4])
{
	int *i;

	i = arr;
	i = pa;
}
/*
 * check-name: array parameters and pointers to arrays
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-array-param.c:7:11: warning: incorrect type in assignment (different base types)
eval/typename-array-param.c:7:11:    expected int *i
eval/typename-array-param.c:7:11:    got struct s **arr
eval/typename-array-param.c:8:11: warning: incorrect type in assignment (different base types)
eval/typename-array-param.c:8:11:    expected int *i
eval/typename-array-param.c:8:11:    got int ( *pa )[4]
 * check-error-end
 */
