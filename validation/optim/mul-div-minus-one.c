int mul(int x) { return x * -1; }
long mul_long(long x) { return x * -1; }
unsigned long mul_unsigned(unsigned long x) { return x * -1; }
int divs(int x) { return x / -1; }
long divs_long(long x) { return x / -1; }
unsigned divu(unsigned x) { return x / -1; }
/*
 * check-name: optim: x * $-1 and x /s $-1 are -x, x /u $-1 stays
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
mul:
.L0:
	<entry-point>
	neg.32      %r2 <- %arg1
	ret.32      %r2


mul_long:
.L2:
	<entry-point>
	neg.64      %r5 <- %arg1
	ret.64      %r5


mul_unsigned:
.L4:
	<entry-point>
	neg.64      %r8 <- %arg1
	ret.64      %r8


divs:
.L6:
	<entry-point>
	neg.32      %r11 <- %arg1
	ret.32      %r11


divs_long:
.L8:
	<entry-point>
	neg.64      %r14 <- %arg1
	ret.64      %r14


divu:
.L10:
	<entry-point>
	divu.32     %r17 <- %arg1, $0xffffffff
	ret.32      %r17


 * check-output-end
 */
