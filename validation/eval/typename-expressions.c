static void f(int **p, char c, unsigned short us, unsigned int u, long l,
	      float x, _Bool b)
{
	*p = c + c;
	*p = us * 2;
	*p = u - 1;
	*p = l + u;
	*p = x * 2;
	*p = x * 2.0;
	*p = b + b;
	*p = -us;
	*p = ~c;
	*p = c == c;
	*p = c << l;
	*p = sizeof(c);
}
/*
 * check-name: the types of promoted and converted expressions
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-expressions.c:4:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:4:12:    expected int *
eval/typename-expressions.c:4:12:    got int
eval/typename-expressions.c:5:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:5:12:    expected int *
eval/typename-expressions.c:5:12:    got int
eval/typename-expressions.c:6:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:6:12:    expected int *
eval/typename-expressions.c:6:12:    got unsigned int
eval/typename-expressions.c:7:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:7:12:    expected int *
eval/typename-expressions.c:7:12:    got long
eval/typename-expressions.c:8:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:8:12:    expected int *
eval/typename-expressions.c:8:12:    got float
eval/typename-expressions.c:9:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:9:12:    expected int *
eval/typename-expressions.c:9:12:    got double
eval/typename-expressions.c:10:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:10:12:    expected int *
eval/typename-expressions.c:10:12:    got int
eval/typename-expressions.c:11:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:11:12:    expected int *
eval/typename-expressions.c:11:12:    got int
eval/typename-expressions.c:12:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:12:12:    expected int *
eval/typename-expressions.c:12:12:    got int
eval/typename-expressions.c:13:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:13:12:    expected int *
eval/typename-expressions.c:13:12:    got int
eval/typename-expressions.c:14:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:14:12:    expected int *
eval/typename-expressions.c:14:12:    got int
eval/typename-expressions.c:15:12: warning: incorrect type in assignment (different base types)
eval/typename-expressions.c:15:12:    expected int *
eval/typename-expressions.c:15:12:    got unsigned long
 * check-error-end
 */
