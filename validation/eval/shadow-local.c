static int x;

static int f(int a)
{
	int x = a;

	return x;
}
/*
 * check-name: -Wshadow: a local hides a file-scope variable
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
eval/shadow-local.c:5:13: warning: symbol 'x' shadows an earlier one
eval/shadow-local.c:1:12: originally declared here
 * check-error-end
 */
