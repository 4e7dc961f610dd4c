unsigned all(unsigned char x) { return x & 0x1ff; }
unsigned exact(unsigned char x) { return x & 0xff; }
unsigned some(unsigned char x) { return x & 0xf0; }
unsigned none(unsigned char x) { return x & 0xf00; }
int sext_kept(signed char x) { return x & 0xff; }
/*
 * check-name: optim: (zext x) & M is zext x when M has all of x's bits, 0 when none
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
all:
.L0:
	<entry-point>
	zext.32     %r2 <- (8) %arg1
	ret.32      %r2


exact:
.L2:
	<entry-point>
	zext.32     %r6 <- (8) %arg1
	ret.32      %r6


some:
.L4:
	<entry-point>
	zext.32     %r10 <- (8) %arg1
	and.32      %r11 <- %r10, $240
	ret.32      %r11


none:
.L6:
	<entry-point>
	ret.32      $0


sext_kept:
.L8:
	<entry-point>
	sext.32     %r18 <- (8) %arg1
	and.32      %r19 <- %r18, $255
	ret.32      %r19


 * check-output-end
 */
