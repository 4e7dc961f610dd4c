long f1(long x) { return ~(x ^ 0xfffffffdL); }
unsigned f2(unsigned x) { return ~(x ^ 5u); }
int f3(int x, int y) { return ~(x ^ y); }
unsigned f4(unsigned x) { return ~x ^ 5u; }
unsigned f5(unsigned x, unsigned *p) { unsigned t = x ^ 5u; *p = t; return ~t; }
unsigned f6(unsigned x) { return ~(x + 5u); }
unsigned f7(unsigned x) { return ~(x | 5u); }
unsigned short f8(unsigned short x) { return ~(x ^ 5); }
/*
 * check-name: optim: ~(x ^ C) is x ^ ~C
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f1:
.L0:
	<entry-point>
	xor.64      %r3 <- %arg1, $0xffffffff00000002
	ret.64      %r3


f2:
.L2:
	<entry-point>
	xor.32      %r7 <- %arg1, $0xfffffffa
	ret.32      %r7


f3:
.L4:
	<entry-point>
	xor.32      %r11 <- %arg1, %arg2
	not.32      %r12 <- %r11
	ret.32      %r12


f4:
.L6:
	<entry-point>
	not.32      %r15 <- %arg1
	xor.32      %r16 <- %r15, $5
	ret.32      %r16


f5:
.L8:
	<entry-point>
	xor.32      %r19 <- %arg1, $5
	store.32    %r19 -> 0[%arg2]
	xor.32      %r23 <- %arg1, $0xfffffffa
	ret.32      %r23


f6:
.L10:
	<entry-point>
	sub.32      %r27 <- $0xfffffffa, %arg1
	ret.32      %r27


f7:
.L12:
	<entry-point>
	or.32       %r30 <- %arg1, $5
	not.32      %r31 <- %r30
	ret.32      %r31


f8:
.L14:
	<entry-point>
	zext.32     %r34 <- (16) %arg1
	xor.32      %r36 <- %r34, $0xfffffffa
	trunc.16    %r37 <- (32) %r36
	ret.16      %r37


 * check-output-end
 */
