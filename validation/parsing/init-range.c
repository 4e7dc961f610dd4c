int arr[10] = { [2 ... 5] = 7 };
/*
 * check-name: GNU: [a ... b] designates a range of elements
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] arr[10]
 = 
	{ [2 ... 5] = 7 }
 * check-output-end
 * check-error-start
parsing/init-range.c:1:5: warning: symbol 'arr' was not declared. Should it be static?
 * check-error-end
 */
