int a = ;
int b = 2;
int c int;
int d;
/*
 * check-name: parsing goes on after an error
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] b
 = 
	2
.align 4
int [addressable] [toplevel] c
.align 4
int [addressable] [toplevel] d
 * check-output-end
 *
 * check-error-start
parsing/err-recovery-continues.c:1:9: error: expression expected before ';'
parsing/err-recovery-continues.c:3:7: error: Expected ; at end of declaration
parsing/err-recovery-continues.c:3:7: error: got int
 * check-error-end
 */
