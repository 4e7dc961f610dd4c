void f(void)
{
	for (;;;
}
/*
 * check-name: a for with a clause too many
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        for (; ; <none>)
            <none>;
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-for-clauses.c:3:16: error: Expected ) in 'for'
parsing/err-for-clauses.c:3:16: error: got ;
 * check-error-end
 */
