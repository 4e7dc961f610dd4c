int a = 1'000'000;
int b = 0x1'0000;
/*
 * check-name: C23 digit separators in constants
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
 = 
	1000000
.align 4
int [addressable] [toplevel] b
 = 
	65536
 * check-output-end
 * check-error-start
parsing/digit-separators.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/digit-separators.c:2:5: warning: symbol 'b' was not declared. Should it be static?
 * check-error-end
 */
