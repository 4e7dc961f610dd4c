void f(int x)
{
	switch (x) {
	case 1:
	}
}
/*
 * check-name: a case label at the end of a block
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        switch (x)
            {
            case 1:
                <none>;
            }
        <none>;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-case-at-end.c:5:9: error: Expected ; at end of statement
parsing/err-case-at-end.c:5:9: error: got }
parsing/err-case-at-end.c:32:0: error: Expected } at end of compound statement
parsing/err-case-at-end.c:32:0: error: got end-of-input
parsing/err-case-at-end.c:32:0: error: Expected } at end of function
parsing/err-case-at-end.c:32:0: error: got end-of-input
 * check-error-end
 */
