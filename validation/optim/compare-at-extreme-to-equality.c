int a1(unsigned x) { return (unsigned long)x >= 0xffffffffffffffffUL; }
int a2(unsigned x) { return (unsigned long)x < 0xffffffffffffffffUL; }
int a3(unsigned x) { return (unsigned long)x > 0xfffffffffffffffeUL; }
int a4(unsigned x) { return (unsigned long)x <= 0xfffffffffffffffeUL; }
int a5(unsigned x) { return (long)x >= 0x7fffffffffffffffL; }
int a6(unsigned x) { return (long)x < 0x7fffffffffffffffL; }
int a7(unsigned x) { return (long)x > 0x7ffffffffffffffeL; }
int a8(unsigned x) { return (long)x <= 0x7ffffffffffffffeL; }
int a9(unsigned x) { return (long)x < -0x7fffffffffffffffL; }
int a10(unsigned x) { return (long)x >= -0x7fffffffffffffffL; }
int a11(unsigned x) { return (long)x <= (-0x7fffffffffffffffL-1); }
int a12(unsigned x) { return (long)x > (-0x7fffffffffffffffL-1); }
int b1(int x) { return (unsigned long)x >= 0xffffffffffffffffUL; }
int b2(int x) { return (unsigned long)x < 0xffffffffffffffffUL; }
int b3(int x) { return (long)x >= 0x7fffffffffffffffL; }
int b4(int x) { return (long)x < -0x7fffffffffffffffL; }
int b5(int x) { return (long)x <= (-0x7fffffffffffffffL-1); }
int b6(int x) { return (long)x > 0x7ffffffffffffffeL; }
int b7(int x) { return (unsigned long)x >= 0xfffffffffffffffeUL; }
int b8(int x) { return (unsigned long)x < 1UL; }
int b9(int x) { return (unsigned long)x <= 0x7fffffffffffffffUL; }
/*
 * check-name: optim: x >= max and x >=u umax are x == max at once (x < max: x != max), before the range of an extension is seen
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
a1:
.L0:
	<entry-point>
	zext.64     %r2 <- (32) %arg1
	seteq.32    %r3 <- %r2, $-1
	ret.32      %r3


a2:
.L2:
	<entry-point>
	zext.64     %r6 <- (32) %arg1
	setne.32    %r7 <- %r6, $-1
	ret.32      %r7


a3:
.L4:
	<entry-point>
	zext.64     %r10 <- (32) %arg1
	seteq.32    %r11 <- %r10, $-1
	ret.32      %r11


a4:
.L6:
	<entry-point>
	zext.64     %r14 <- (32) %arg1
	setne.32    %r15 <- %r14, $-1
	ret.32      %r15


a5:
.L8:
	<entry-point>
	zext.64     %r18 <- (32) %arg1
	seteq.32    %r19 <- %r18, $0x7fffffffffffffff
	ret.32      %r19


a6:
.L10:
	<entry-point>
	zext.64     %r22 <- (32) %arg1
	setne.32    %r23 <- %r22, $0x7fffffffffffffff
	ret.32      %r23


a7:
.L12:
	<entry-point>
	zext.64     %r26 <- (32) %arg1
	seteq.32    %r27 <- %r26, $0x7fffffffffffffff
	ret.32      %r27


a8:
.L14:
	<entry-point>
	zext.64     %r30 <- (32) %arg1
	setne.32    %r31 <- %r30, $0x7fffffffffffffff
	ret.32      %r31


a9:
.L16:
	<entry-point>
	zext.64     %r34 <- (32) %arg1
	seteq.32    %r35 <- %r34, $0x8000000000000000
	ret.32      %r35


a10:
.L18:
	<entry-point>
	zext.64     %r38 <- (32) %arg1
	setne.32    %r39 <- %r38, $0x8000000000000000
	ret.32      %r39


a11:
.L20:
	<entry-point>
	zext.64     %r42 <- (32) %arg1
	seteq.32    %r43 <- %r42, $0x8000000000000000
	ret.32      %r43


a12:
.L22:
	<entry-point>
	zext.64     %r46 <- (32) %arg1
	setne.32    %r47 <- %r46, $0x8000000000000000
	ret.32      %r47


b1:
.L24:
	<entry-point>
	seteq.32    %r51 <- %arg1, $0xffffffff
	ret.32      %r51


b2:
.L26:
	<entry-point>
	setne.32    %r55 <- %arg1, $0xffffffff
	ret.32      %r55


b3:
.L28:
	<entry-point>
	sext.64     %r58 <- (32) %arg1
	seteq.32    %r59 <- %r58, $0x7fffffffffffffff
	ret.32      %r59


b4:
.L30:
	<entry-point>
	sext.64     %r62 <- (32) %arg1
	seteq.32    %r63 <- %r62, $0x8000000000000000
	ret.32      %r63


b5:
.L32:
	<entry-point>
	sext.64     %r66 <- (32) %arg1
	seteq.32    %r67 <- %r66, $0x8000000000000000
	ret.32      %r67


b6:
.L34:
	<entry-point>
	sext.64     %r70 <- (32) %arg1
	seteq.32    %r71 <- %r70, $0x7fffffffffffffff
	ret.32      %r71


b7:
.L36:
	<entry-point>
	seta.32     %r75 <- %arg1, $0xfffffffd
	ret.32      %r75


b8:
.L38:
	<entry-point>
	seteq.32    %r79 <- %arg1, $0
	ret.32      %r79


b9:
.L40:
	<entry-point>
	setge.32    %r83 <- %arg1, $0
	ret.32      %r83


 * check-output-end
 */
