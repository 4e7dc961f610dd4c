void f(int x)
{
	switch (x) {
	case 1:
	}
}
/*
 * check-name: a case label at the end of a block: a warning, as sparse
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        switch (x)
            {
            case 1:
                ;
            }
    }
 * check-output-end
 *
 * check-error-start
parsing/err-case-at-end.c:5:9: warning: statement expected after case label
parsing/err-case-at-end.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
