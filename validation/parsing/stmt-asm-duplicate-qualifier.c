void f(void)
{
	asm volatile volatile("nop");
}
/*
 * check-name: an asm qualifier given twice
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        asm volatile("nop" : 0 outputs : 0 inputs : 0 clobbers : 0 labels);
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-asm-duplicate-qualifier.c:3:22: warning: duplicated asm modifier
parsing/stmt-asm-duplicate-qualifier.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
