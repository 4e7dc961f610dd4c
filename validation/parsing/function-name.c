const char *f(void)
{
	return __func__;
}
/*
 * check-name: __func__ is the name of the function
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
char const *extern [addressable] [toplevel] f( ... )
    {
        return __func__;
    }
 * check-output-end
 */
