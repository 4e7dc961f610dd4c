void f(int x)
{
	if (x)
		goto done;
	x++;
done:
	return;
}
/*
 * check-name: a goto to a label defined later
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        if (x)
            goto done;
        (x++);
    done:
        return;
    }
 * check-output-end
 * check-error-start
parsing/scope-label-forward.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
