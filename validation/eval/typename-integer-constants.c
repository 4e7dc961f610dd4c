static void f(int **p)
{
	*p = 2147483647;
	*p = 2147483648;
	*p = 0x80000000;
	*p = 0xffffffffffffffff;
	*p = 1u;
	*p = 1ll;
	*p = 1ull;
	*p = 'a';
	*p = L'a';
	*p = 1.0l;
}
/*
 * check-name: the types of integer constants
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-integer-constants.c:3:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:3:12:    expected int *
eval/typename-integer-constants.c:3:12:    got int
eval/typename-integer-constants.c:4:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:4:12:    expected int *
eval/typename-integer-constants.c:4:12:    got long
eval/typename-integer-constants.c:5:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:5:12:    expected int *
eval/typename-integer-constants.c:5:12:    got unsigned int
eval/typename-integer-constants.c:6:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:6:12:    expected int *
eval/typename-integer-constants.c:6:12:    got unsigned long
eval/typename-integer-constants.c:7:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:7:12:    expected int *
eval/typename-integer-constants.c:7:12:    got unsigned int
eval/typename-integer-constants.c:8:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:8:12:    expected int *
eval/typename-integer-constants.c:8:12:    got long long
eval/typename-integer-constants.c:9:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:9:12:    expected int *
eval/typename-integer-constants.c:9:12:    got unsigned long long
eval/typename-integer-constants.c:10:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:10:12:    expected int *
eval/typename-integer-constants.c:10:12:    got int
eval/typename-integer-constants.c:11:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:11:12:    expected int *
eval/typename-integer-constants.c:11:12:    got int
eval/typename-integer-constants.c:12:12: warning: incorrect type in assignment (different base types)
eval/typename-integer-constants.c:12:12:    expected int *
eval/typename-integer-constants.c:12:12:    got long double
 * check-error-end
 */
