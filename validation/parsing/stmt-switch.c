int f(int x)
{
	switch (x) {
	case 1:
		return 10;
	case 2 ... 5:
		return 20;
	default:
		break;
	}
	return 0;
}
/*
 * check-name: switch with cases, a case range and default
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        switch (x)
            {
            case 1:
                return 10;
            case 2 ... 5:
                return 20;
            default:
                break;
            }
        return 0;
    }
 * check-output-end
 * check-error-start
parsing/stmt-switch.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
