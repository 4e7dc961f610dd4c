int a;
void f(void)
{
	a = ({ int t = a; t * 2; });
}
/*
 * check-name: GNU: statement expressions
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
void extern [addressable] [toplevel] f( ... )
    {
        (a = ({ ... }));
    }
 * check-output-end
 * check-error-start
parsing/expr-statement-expression.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-statement-expression.c:2:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
