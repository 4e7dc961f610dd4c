alignas(32) int a;
unsigned long b = alignof(int);
/*
 * check-name: C23 alignas and alignof
 * check-command: test-parsing -std=c23 $file
 *
 * check-output-start
.align 32
int [addressable] [toplevel] a
.align 8
unsigned long [addressable] [toplevel] b
 = 
	_Alignof(int)
 * check-output-end
 */
