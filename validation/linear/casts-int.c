long widen(int a) { return a; }
unsigned long uwiden(unsigned a) { return a; }
char narrow(long a) { return a; }
int fromchar(signed char c) { return c; }
int fromuchar(unsigned char c) { return c; }

/*
 * check-name: integer conversions: sext, zext, trunc
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
widen:
.L0:
	<entry-point>
	sext.64     %r2 <- (32) %arg1
	ret.64      %r2


uwiden:
.L2:
	<entry-point>
	zext.64     %r5 <- (32) %arg1
	ret.64      %r5


narrow:
.L4:
	<entry-point>
	trunc.8     %r8 <- (64) %arg1
	ret.8       %r8


fromchar:
.L6:
	<entry-point>
	sext.32     %r11 <- (8) %arg1
	ret.32      %r11


fromuchar:
.L8:
	<entry-point>
	zext.32     %r14 <- (8) %arg1
	ret.32      %r14


 * check-output-end
 */
