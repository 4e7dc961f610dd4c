char *a = u8"text";
int b = u'x';
int c = U'y';
int d = u8'z';
/*
 * check-name: u8, u and U literals
 * check-command: test-parsing $file
 *
 * check-output-start
char *[addressable] [toplevel] a
 = 
	u8"text"
int [addressable] [toplevel] b
 = 
	120
int [addressable] [toplevel] c
 = 
	121
int [addressable] [toplevel] d
 = 
	122
 * check-output-end
 */
