void f(void)
{
lab:
	;
}
/*
 * check-name: a label no goto uses
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
parsing/stmt-unused-label.c:3:1: warning: unused label 'lab'
parsing/stmt-unused-label.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
