char *a = u8"text";
int b = u'x';
int c = U'y';
int d = u8'z';
/*
 * check-name: u8, u and U literals
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
char *[addressable] [toplevel] a
 = 
	u8"text"
.align 4
int [addressable] [toplevel] b
 = 
	120
.align 4
int [addressable] [toplevel] c
 = 
	121
.align 4
int [addressable] [toplevel] d
 = 
	122
 * check-output-end
 */
