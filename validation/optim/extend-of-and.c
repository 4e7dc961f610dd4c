long sext_and(int x) { return x & 0xff; }
unsigned long zext_and(unsigned x) { return x & 0xff; }
long sext_sign(int x) { return (long)(x & (int)0x80000001); }
unsigned long zext_sign(unsigned x) { return x & 0x80000000; }
int short_and(short x) { return (short)(x & 0x7fff); }
long shared(int x, int *p) { int t = x & 0xff; *p = t; return t; }
/*
 * check-name: optim: zext (x & M) is (zext x) & M, and sext when M clears the sign, the and read once
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
sext_and:
.L0:
	<entry-point>
	zext.64     %r2 <- (32) %arg1
	and.64      %r3 <- %r2, $255
	ret.64      %r3


zext_and:
.L2:
	<entry-point>
	zext.64     %r6 <- (32) %arg1
	and.64      %r7 <- %r6, $255
	ret.64      %r7


sext_sign:
.L4:
	<entry-point>
	and.32      %r10 <- %arg1, $0x80000001
	sext.64     %r11 <- (32) %r10
	ret.64      %r11


zext_sign:
.L6:
	<entry-point>
	zext.64     %r14 <- (32) %arg1
	and.64      %r15 <- %r14, $0x80000000
	ret.64      %r15


short_and:
.L8:
	<entry-point>
	zext.32     %r20 <- (16) %arg1
	and.32      %r21 <- %r20, $0x7fff
	ret.32      %r21


shared:
.L10:
	<entry-point>
	and.32      %r24 <- %arg1, $255
	store.32    %r24 -> 0[%arg2]
	sext.64     %r28 <- (32) %r24
	ret.64      %r28


 * check-output-end
 */
