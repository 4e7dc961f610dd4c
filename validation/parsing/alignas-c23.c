alignas(32) int a;
unsigned long b = alignof(int);
/*
 * check-name: C23 alignas and alignof
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
.align 32
int [addressable] [toplevel] a
.align 8
unsigned long [addressable] [toplevel] b
 = 
	_Alignof(int)
 * check-output-end
 * check-error-start
parsing/alignas-c23.c:1:17: warning: symbol 'a' was not declared. Should it be static?
parsing/alignas-c23.c:2:15: warning: symbol 'b' was not declared. Should it be static?
 * check-error-end
 */
