void f(void)
{
l:	;
l:	;
	goto l;
}
/*
 * check-name: a label defined twice
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    l:
        ;
    <noident>:
        ;
        goto l;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-label-redefined.c:4:1: error: label 'l' redefined
 * check-error-end
 */
