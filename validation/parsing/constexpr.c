constexpr int size = 16;
/*
 * check-name: C23 constexpr objects
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
.align 4
int [addressable] [constexpr] [toplevel] size
 = 
	16
 * check-output-end
 * check-error-start
parsing/constexpr.c:1:15: warning: symbol 'size' was not declared. Should it be static?
 * check-error-end
 */
