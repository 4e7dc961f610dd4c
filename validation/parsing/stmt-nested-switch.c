int f(int a, int b)
{
	switch (a) {
	case 1:
		switch (b) {
		case 2:
			return 3;
		}
	default:
		return 0;
	}
}
/*
 * check-name: a switch inside a switch: cases go to the inner one
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        switch (a)
            {
            case 1:
                switch (b)
                    {
                    case 2:
                        return 3;
                    }
            default:
                return 0;
            }
    }
 * check-output-end
 * check-error-start
parsing/stmt-nested-switch.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
