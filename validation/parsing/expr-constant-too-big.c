unsigned long long a = 99999999999999999999;
/*
 * check-name: a constant too big for unsigned long long
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long long [addressable] [toplevel] a
 = 
	7766279631452241919
 * check-output-end
 *
 * check-error-start
parsing/expr-constant-too-big.c:1:24: error: constant 99999999999999999999 is too big even for unsigned long long
 * check-error-end
 */
