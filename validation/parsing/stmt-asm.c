int f(int x)
{
	int y;
	asm("nop");
	asm volatile("mov %1, %0" : "=r" (y) : "r" (x) : "memory");
	__asm__ __volatile__("" ::: "memory");
	asm("add %[a], %[b]" : [b] "+r" (y) : [a] "r" (x));
	return y;
}
/*
 * check-name: asm statements with operands, clobbers and qualifiers
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        int y;
        asm("nop" : 0 outputs : 0 inputs : 0 clobbers : 0 labels);
        asm volatile("mov %1, %0" : 1 outputs : 1 inputs : 1 clobbers : 0 labels);
        asm volatile("" : 0 outputs : 0 inputs : 1 clobbers : 0 labels);
        asm("add %[a], %[b]" : 1 outputs : 1 inputs : 0 clobbers : 0 labels);
        return y;
    }
 * check-output-end
 * check-error-start
parsing/stmt-asm.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
