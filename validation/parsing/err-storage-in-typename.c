int x = sizeof(static int);
int y = (extern int)1;
/*
 * check-name: a storage class in a type name
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 = 
	sizeof(int)
.align 4
int [addressable] [toplevel] y
 = 
	(int)1
 * check-output-end
 *
 * check-error-start
parsing/err-storage-in-typename.c:1:16: warning: storage class in typename (static int)
parsing/err-storage-in-typename.c:2:10: warning: storage class in typename (extern int)
parsing/err-storage-in-typename.c:1:5: warning: symbol 'x' was not declared. Should it be static?
parsing/err-storage-in-typename.c:2:5: warning: symbol 'y' was not declared. Should it be static?
 * check-error-end
 */
