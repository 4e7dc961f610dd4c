void f(void)
{
	break;
}
/*
 * check-name: break outside of a loop or switch
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        goto <none>;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-break-outside.c:3:9: error: break/continue not in iterator scope
 * check-error-end
 */
