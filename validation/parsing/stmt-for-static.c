void f(void)
{
	for (static int i = 0;;)
		;
}
/*
 * check-name: a for loop may not declare static variables
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        for (1 declarations; ; )
            ;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-for-static.c:3:25: error: non-local var 'i' in for-loop initializer
 * check-error-end
 */
