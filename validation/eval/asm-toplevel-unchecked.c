int x;
asm("" : "r" (x));
asm("" : "=r" (1));
asm("" :: "" (x));
asm volatile("" : "+r" (r));
asm("nop" :: "i" (1 + q));
/*
 * check-name: asm at file scope: its operands are not checked, as sparse
 *
 * check-error-start
eval/asm-toplevel-unchecked.c:1:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
