int sext_lt0(signed char a) { return a < 0; }
int sext_eq(signed char a) { return a == -1; }
int sext_ge(short a) { return a >= -128; }
int zext_lt(unsigned char a) { return a < 5; }
int zext_gt(unsigned short a) { return a > 200; }
int sext_unsigned(signed char a) { return (unsigned)a > 3u; }
int out_of_range(unsigned char a) { return a == -1; }
/*
 * check-name: optim: a compare of sext x (or zext x, made unsigned) with a constant x's type holds is done on x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
sext_lt0:
.L0:
	<entry-point>
	setlt.32    %r3 <- %arg1, $0
	ret.32      %r3


sext_eq:
.L2:
	<entry-point>
	seteq.32    %r7 <- %arg1, $255
	ret.32      %r7


sext_ge:
.L4:
	<entry-point>
	setge.32    %r11 <- %arg1, $0xff80
	ret.32      %r11


zext_lt:
.L6:
	<entry-point>
	setbe.32    %r15 <- %arg1, $4
	ret.32      %r15


zext_gt:
.L8:
	<entry-point>
	seta.32     %r19 <- %arg1, $200
	ret.32      %r19


sext_unsigned:
.L10:
	<entry-point>
	seta.32     %r23 <- %arg1, $3
	ret.32      %r23


out_of_range:
.L12:
	<entry-point>
	zext.32     %r26 <- (8) %arg1
	seteq.32    %r27 <- %r26, $0xffffffff
	ret.32      %r27


 * check-output-end
 */
