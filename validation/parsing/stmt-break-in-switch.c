void f(int n)
{
	while (n) {
		switch (n) {
		case 1:
			break;
		}
		n--;
	}
}
/*
 * check-name: break in a switch inside a loop
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        while (n)
            {
                switch (n)
                    {
                    case 1:
                        break;
                    }
                (n--);
            }
    }
 * check-output-end
 * check-error-start
parsing/stmt-break-in-switch.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
