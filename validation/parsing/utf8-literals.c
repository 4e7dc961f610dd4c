char *a = u8"text";
int b = u'x';
int c = U'y';
int d = u8'z';
/*
 * check-name: u8, u and U literals
 * check-command: test-parsing --ast $file
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
 * check-error-start
parsing/utf8-literals.c:1:6: warning: symbol 'a' was not declared. Should it be static?
parsing/utf8-literals.c:2:5: warning: symbol 'b' was not declared. Should it be static?
parsing/utf8-literals.c:3:5: warning: symbol 'c' was not declared. Should it be static?
parsing/utf8-literals.c:4:5: warning: symbol 'd' was not declared. Should it be static?
 * check-error-end
 */
