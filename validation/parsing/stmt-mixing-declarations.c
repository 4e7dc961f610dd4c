void f(void)
{
	int a = 1;
	a++;
	int b = a;
}
/*
 * check-name: -Wdeclaration-after-statement: a declaration after code
 * check-command: test-parsing --ast -Wdeclaration-after-statement $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        int a = 1;
        (a++);
        int b = a;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-mixing-declarations.c:5:9: warning: mixing declarations and code
parsing/stmt-mixing-declarations.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
