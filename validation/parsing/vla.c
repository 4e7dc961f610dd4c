void f(int n)
{
	int a[n];
	int m[n][n + 1];
}
/*
 * check-name: variable length arrays
 * check-command: test-parsing $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        int a[...];
        int m[...][...];
    }
 * check-output-end
 * check-error-start
parsing/vla.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
