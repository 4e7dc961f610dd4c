const char *f(void)
{
	return __func__;
}
/*
 * check-name: __func__ is the name of the function
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
char const *extern [addressable] [toplevel] f( ... )
    {
        return __func__;
    }
 * check-output-end
 * check-error-start
parsing/function-name.c:1:12: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
