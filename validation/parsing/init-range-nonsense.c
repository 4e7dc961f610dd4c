int a[3] = { [2 ... 1] = 0 };
/*
 * check-name: a range whose end is before its start
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a[3]
 = 
	{ [2 ... 1] = 0 }
 * check-output-end
 *
 * check-error-start
parsing/init-range-nonsense.c:1:15: warning: nonsense array initializer index range
parsing/init-range-nonsense.c:1:5: warning: symbol 'a' was not declared. Should it be static?
 * check-error-end
 */
