void f(int n)
{
	int a[n];
	int m[n][n + 1];
}
/*
 * check-name: variable length arrays
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        int a[0];
        int m[0][0];
    }
 * check-output-end
 * check-error-start
parsing/vla.c:3:15: warning: Variable length array is used.
parsing/vla.c:4:20: warning: Variable length array is used.
parsing/vla.c:4:15: warning: Variable length array is used.
parsing/vla.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
