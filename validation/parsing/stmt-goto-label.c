void f(int x)
{
again:
	if (x--)
		goto again;
}
/*
 * check-name: goto and labels
 * check-command: test-parsing $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    again:
        if ((x--))
            goto again;
    }
 * check-output-end
 */
