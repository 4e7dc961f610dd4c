static void f(int **p, long l, unsigned int u, long long ll, unsigned long ul)
{
	*p = ll + u;
	*p = ul + ll;
	*p = l + ul;
	*p = ll + 1ul;
}
/*
 * check-name: usual arithmetic conversions between long long and unsigned long
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-long-long-mix.c:3:12: warning: incorrect type in assignment (different base types)
eval/typename-long-long-mix.c:3:12:    expected int *
eval/typename-long-long-mix.c:3:12:    got long long
eval/typename-long-long-mix.c:4:12: warning: incorrect type in assignment (different base types)
eval/typename-long-long-mix.c:4:12:    expected int *
eval/typename-long-long-mix.c:4:12:    got unsigned long long
eval/typename-long-long-mix.c:5:12: warning: incorrect type in assignment (different base types)
eval/typename-long-long-mix.c:5:12:    expected int *
eval/typename-long-long-mix.c:5:12:    got unsigned long
eval/typename-long-long-mix.c:6:12: warning: incorrect type in assignment (different base types)
eval/typename-long-long-mix.c:6:12:    expected int *
eval/typename-long-long-mix.c:6:12:    got unsigned long long
 * check-error-end
 */
