static void f(void)
{
	int *i;

	i = "str";
	i = 1.0f;
	i = 'c';
	i = 10UL;
}
/*
 * check-name: string, float, char and long constants as got types
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-constants.c:5:11: warning: incorrect type in assignment (different type sizes)
eval/typename-constants.c:5:11:    expected int *i
eval/typename-constants.c:5:11:    got char *
eval/typename-constants.c:6:11: warning: incorrect type in assignment (different base types)
eval/typename-constants.c:6:11:    expected int *i
eval/typename-constants.c:6:11:    got float
eval/typename-constants.c:7:11: warning: incorrect type in assignment (different base types)
eval/typename-constants.c:7:11:    expected int *i
eval/typename-constants.c:7:11:    got int
eval/typename-constants.c:8:11: warning: incorrect type in assignment (different base types)
eval/typename-constants.c:8:11:    expected int *i
eval/typename-constants.c:8:11:    got unsigned long
 * check-error-end
 */
