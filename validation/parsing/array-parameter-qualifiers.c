void f(int a[static 10], int b[const], int c[static const 3], int d[*]);
/*
 * check-name: static and qualifiers inside a parameter's brackets
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
 * check-output-end
 */
