int s1(signed char x) { return (unsigned long)x <= 0xfffffffdUL; }
int s2(signed char x) { return (unsigned long)x > 0xfffffffdUL; }
int s3(signed char x) { return (unsigned long)x < 0xfffffffdUL; }
int s4(signed char x) { return (unsigned long)x >= 0xfffffffdUL; }
int s5(int x) { return (long)x > 0x1ffffffffL; }
int s6(int x) { return (long)x < -0x1ffffffffL; }
int s7(int x) { return (long)x == 0x1ffffffffL; }
int s8(int x) { return (long)x != 0x1ffffffffL; }
int s9(short x) { return (int)x <= 40000; }
int s10(short x) { return (int)x >= -40000; }
int z1(unsigned char x) { return (int)x >= -1; }
int z2(unsigned char x) { return (int)x < -1; }
int z3(unsigned short x) { return (long)x <= 0xd5f1b262L; }
int z4(unsigned int x) { return (unsigned long)x > -4UL; }
int z5(unsigned char x) { return (unsigned long)x <= 0xd16f6e1534ade9d3UL; }
int z6(unsigned char x) { return (long)x < -5L; }
int z7(unsigned char x) { return (unsigned)x == 300; }
int z8(unsigned char x) { return (unsigned)x != 300; }
int z9(unsigned char x) { return (unsigned)x >= 300u; }
int z10(unsigned char x) { return (int)x > 300; }
int s11(signed char x) { return (unsigned)x < 300u; }
int s12(signed char x) { return (unsigned)x == 300u; }
int s13(signed char x) { return (unsigned)x >= 0xffffff00u; }
int s14(signed char x) { return (unsigned)x > 0xffffff00u; }
/*
 * check-name: optim: an ordering of an extension with a constant out of its range is decided or a sign test
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
s1:
.L0:
	<entry-point>
	setge.32    %r3 <- %arg1, $0
	ret.32      %r3


s2:
.L2:
	<entry-point>
	setlt.32    %r7 <- %arg1, $0
	ret.32      %r7


s3:
.L4:
	<entry-point>
	setge.32    %r11 <- %arg1, $0
	ret.32      %r11


s4:
.L6:
	<entry-point>
	setlt.32    %r15 <- %arg1, $0
	ret.32      %r15


s5:
.L8:
	<entry-point>
	ret.32      $0


s6:
.L10:
	<entry-point>
	ret.32      $0


s7:
.L12:
	<entry-point>
	sext.64     %r26 <- (32) %arg1
	seteq.32    %r27 <- %r26, $0x1ffffffff
	ret.32      %r27


s8:
.L14:
	<entry-point>
	sext.64     %r30 <- (32) %arg1
	setne.32    %r31 <- %r30, $0x1ffffffff
	ret.32      %r31


s9:
.L16:
	<entry-point>
	ret.32      $1


s10:
.L18:
	<entry-point>
	ret.32      $1


z1:
.L20:
	<entry-point>
	ret.32      $1


z2:
.L22:
	<entry-point>
	ret.32      $0


z3:
.L24:
	<entry-point>
	ret.32      $1


z4:
.L26:
	<entry-point>
	ret.32      $0


z5:
.L28:
	<entry-point>
	ret.32      $1


z6:
.L30:
	<entry-point>
	ret.32      $0


z7:
.L32:
	<entry-point>
	zext.32     %r66 <- (8) %arg1
	seteq.32    %r67 <- %r66, $300
	ret.32      %r67


z8:
.L34:
	<entry-point>
	zext.32     %r70 <- (8) %arg1
	setne.32    %r71 <- %r70, $300
	ret.32      %r71


z9:
.L36:
	<entry-point>
	ret.32      $0


z10:
.L38:
	<entry-point>
	ret.32      $0


s11:
.L40:
	<entry-point>
	setge.32    %r83 <- %arg1, $0
	ret.32      %r83


s12:
.L42:
	<entry-point>
	sext.32     %r86 <- (8) %arg1
	seteq.32    %r87 <- %r86, $300
	ret.32      %r87


s13:
.L44:
	<entry-point>
	setlt.32    %r91 <- %arg1, $0
	ret.32      %r91


s14:
.L46:
	<entry-point>
	setlt.32    %r95 <- %arg1, $0
	ret.32      %r95


 * check-output-end
 */
