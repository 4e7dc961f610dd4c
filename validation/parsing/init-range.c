int arr[10] = { [2 ... 5] = 7 };
/*
 * check-name: GNU: [a ... b] designates a range of elements
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] arr[10]
 = 
	{ [2 ... 5] = 7 }
 * check-output-end
 */
