void f(void)
{
	continue;
}
/*
 * check-name: continue outside of a loop
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
parsing/stmt-continue-outside.c:3:9: error: break/continue not in iterator scope
 * check-error-end
 */
