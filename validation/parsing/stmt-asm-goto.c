int f(int x)
{
	asm goto("jmp %l0" : : : : out);
	return 0;
out:
	return 1;
}
/*
 * check-name: asm goto with labels
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        asm goto("jmp %l0" : 0 outputs : 0 inputs : 0 clobbers : 1 labels);
        return 0;
    out:
        return 1;
    }
 * check-output-end
 * check-error-start
parsing/stmt-asm-goto.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
