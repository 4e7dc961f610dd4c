static void f(char **pp, const char *const cp)
{
	int *i;

	i = pp;
	i = cp;
}
/*
 * check-name: char const *const and char ** as got types
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-const-pointer-const.c:5:11: warning: incorrect type in assignment (different base types)
eval/typename-const-pointer-const.c:5:11:    expected int *i
eval/typename-const-pointer-const.c:5:11:    got char **pp
eval/typename-const-pointer-const.c:6:11: warning: incorrect type in assignment (different type sizes)
eval/typename-const-pointer-const.c:6:11:    expected int *i
eval/typename-const-pointer-const.c:6:11:    got char const *const cp
 * check-error-end
 */
