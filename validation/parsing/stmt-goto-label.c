void f(int x)
{
again:
	if (x--)
		goto again;
}
/*
 * check-name: goto and labels
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    again:
        if ((x--))
            goto again;
    }
 * check-output-end
 * check-error-start
parsing/stmt-goto-label.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
