void f(void)
{
	case 1: ;
}
/*
 * check-name: case outside of a switch
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    case 1:
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-case-outside.c:3:9: error: not in switch scope
 * check-error-end
 */
