typedef int T;
int f(T T)
{
	return T;
}
/*
 * check-name: parameters are in the function's scope
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return T;
    }
 * check-output-end
 * check-error-start
parsing/scope-parameters.c:2:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
