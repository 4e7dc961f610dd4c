void f(void)
{
lab:
}
/*
 * check-name: a label must be followed by a statement
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    lab:
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-label-at-end.c:4:1: warning: statement expected after label
parsing/stmt-label-at-end.c:3:1: warning: unused label 'lab'
parsing/stmt-label-at-end.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
