void f(void)
{
	void *p = &&later;
	goto *p;
later:
	;
}
/*
 * check-name: &&label of a label defined later
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        void *p = &&later;
        goto *p;
    later:
        ;
    }
 * check-output-end
 * check-error-start
parsing/expr-address-of-label-undeclared.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
