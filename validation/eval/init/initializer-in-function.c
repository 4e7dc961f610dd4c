struct s { int a; int b; };
int f(int n);
int f(int n)
{
	struct s x = { n, n, n };
	int y[2] = { n, n, n };
	char z[2] = "abc";
	int w = { n, n };

	return x.a + y[0] + z[0] + w;
}
/*
 * check-name: automatic objects' initializers are checked in function bodies
 * check-command: sparse $file
 *
 * check-error-start
eval/init/initializer-in-function.c:5:30: warning: excessive elements in struct or union initializer
eval/init/initializer-in-function.c:6:28: warning: excessive elements in array initializer
eval/init/initializer-in-function.c:7:21: warning: too long initializer-string for array of char
eval/init/initializer-in-function.c:8:17: error: invalid initializer
 * check-error-end
 */
