static void f(long double ld, unsigned long long ull, signed char sc,
	      _Bool b)
{
	int *i;

	i = ld;
	i = ull;
	i = sc;
	i = b;
}
/*
 * check-name: arithmetic types as got types
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-arithmetic.c:6:11: warning: incorrect type in assignment (different base types)
eval/typename-arithmetic.c:6:11:    expected int *i
eval/typename-arithmetic.c:6:11:    got long double ld
eval/typename-arithmetic.c:7:11: warning: incorrect type in assignment (different base types)
eval/typename-arithmetic.c:7:11:    expected int *i
eval/typename-arithmetic.c:7:11:    got unsigned long long ull
eval/typename-arithmetic.c:8:11: warning: incorrect type in assignment (different base types)
eval/typename-arithmetic.c:8:11:    expected int *i
eval/typename-arithmetic.c:8:11:    got signed char sc
eval/typename-arithmetic.c:9:11: warning: incorrect type in assignment (different base types)
eval/typename-arithmetic.c:9:11:    expected int *i
eval/typename-arithmetic.c:9:11:    got bool b
 * check-error-end
 */
