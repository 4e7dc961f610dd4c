void f(void)
{
	;
	{}
	{ ; }
}
/*
 * check-name: empty statements and blocks
 * check-command: test-parsing $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        ;
        {
        }
        {
            ;
        }
    }
 * check-output-end
 */
