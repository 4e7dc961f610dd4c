void f(void)
{
l:	int y = 2;
	goto l;
}
/*
 * check-name: before C23 a label must be followed by a statement
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    l:
        int;
        ;
        goto l;
    }
 * check-output-end
 *
 * check-error-start
parsing/label-declaration-c17.c:3:9: error: typename in expression
parsing/label-declaration-c17.c:3:13: error: Expected ; at end of statement
parsing/label-declaration-c17.c:3:13: error: got y
parsing/label-declaration-c17.c:3:9: error: undefined identifier 'int'
 * check-error-end
 */
