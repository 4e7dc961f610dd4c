static int f(int a)
{
	int x = 0;

	{
		int a = 2;
		x += a;
	}
	for (int x = 0; x < 2; x++)
		a += x;
	return x + a;
}
/*
 * check-name: -Wshadow: an inner block hides a parameter, a for variable a local
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
eval/shadow-parameter.c:6:21: warning: symbol 'a' shadows an earlier one
eval/shadow-parameter.c:1:14: originally declared here
eval/shadow-parameter.c:9:18: warning: symbol 'x' shadows an earlier one
eval/shadow-parameter.c:3:13: originally declared here
 * check-error-end
 */
