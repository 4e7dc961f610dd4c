typedef int (*fn_t)(int);
extern int g(int);

static void f(fn_t fp)
{
	int *i;

	i = fp;
	i = g;
	i = &g;
}
/*
 * check-name: function pointer types are shown as int ( * )( ... )
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-function-pointer.c:8:11: warning: incorrect type in assignment (different base types)
eval/typename-function-pointer.c:8:11:    expected int *i
eval/typename-function-pointer.c:8:11:    got int ( *[usertype] fp )( ... )
eval/typename-function-pointer.c:9:11: warning: incorrect type in assignment (different base types)
eval/typename-function-pointer.c:9:11:    expected int *i
eval/typename-function-pointer.c:9:11:    got int ( * )( ... )
eval/typename-function-pointer.c:10:11: warning: incorrect type in assignment (different base types)
eval/typename-function-pointer.c:10:11:    expected int *i
eval/typename-function-pointer.c:10:11:    got int ( * )( ... )
 * check-error-end
 */
