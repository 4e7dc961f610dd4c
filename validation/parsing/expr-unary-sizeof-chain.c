int *p;
unsigned long a = sizeof sizeof *p;
/*
 * check-name: sizeof of sizeof, and of a dereference
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
int *[addressable] [toplevel] p
.align 8
unsigned long [addressable] [toplevel] a
 = 
	sizeof(sizeof((*p)))
 * check-output-end
 */
