void f11241(int x, int y)
{
	asm("" : "=r" x);
}
void f24466(int x, int y)
{
	asm("" : "=r" (x x));
}
void f32628(int x, int y)
{
	asm("" : [n "=r" (x));
}
void f29506(int x, int y)
{
	asm("" : "=r" ());
}
void f3658(int x, int y)
{
	asm("" : x (y));
}
void f30802(int x, int y)
{
	asm("" : [1] "=r" (x));
}
void f23421(int x, int y)
{
	asm("" : [n] "=r" (x));
}
/*
 * check-name: asm operands: errors said as sparse says them
 *
 * check-error-start
parsing/asm-operand-errors.c:3:23: error: Expected ( in asm parameter
parsing/asm-operand-errors.c:3:23: error: got x
parsing/asm-operand-errors.c:7:26: error: Expected ) in asm parameter
parsing/asm-operand-errors.c:7:26: error: got x
parsing/asm-operand-errors.c:11:18: error: string literal expected for asm constraint
parsing/asm-operand-errors.c:11:18: error: Expected ( in asm parameter
parsing/asm-operand-errors.c:11:18: error: got [
parsing/asm-operand-errors.c:15:24: error: an expression is expected before ')'
parsing/asm-operand-errors.c:19:18: error: string literal expected for asm constraint
parsing/asm-operand-errors.c:23:18: error: string literal expected for asm constraint
parsing/asm-operand-errors.c:23:18: error: Expected ( in asm parameter
parsing/asm-operand-errors.c:23:18: error: got [
 * check-error-end
 */
