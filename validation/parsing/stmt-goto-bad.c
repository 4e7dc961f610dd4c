void f(void)
{
	goto 1;
}
/*
 * check-name: goto needs a label or a computed address
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        goto <none>;
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-goto-bad.c:3:14: error: Expected identifier or goto expression
parsing/stmt-goto-bad.c:3:14: error: Expected ; at end of statement
parsing/stmt-goto-bad.c:3:14: error: got 1
 * check-error-end
 */
