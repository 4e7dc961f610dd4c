typedef unsigned char u8;
enum big { BIG = 1u << 31 };

int qualified(unsigned char x) { const unsigned char y = x; return (int)x + (int)y; }
int typedefed(unsigned char x) { return (int)x + (int)(u8)x; }
long enumerated(unsigned int x) { enum big y = x; return (long)x + (long)y; }
long sign_extended(int x) { const int y = x; return (long)x + (long)y; }
char truncated(long x) { const long y = x; return (char)x + (char)y; }
double float_kept(int x) { return (double)x + (double)(const int)x; }
/*
 * check-name: optim: CSE of integer casts goes by the size of the source type, not its qualifiers, typedef or enum
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
qualified:
.L0:
	<entry-point>
	zext.32     %r3 <- (8) %arg1
	add.32      %r6 <- %r3, %r3
	ret.32      %r6


typedefed:
.L2:
	<entry-point>
	zext.32     %r9 <- (8) %arg1
	add.32      %r12 <- %r9, %r9
	ret.32      %r12


enumerated:
.L4:
	<entry-point>
	zext.64     %r16 <- (32) %arg1
	add.64      %r19 <- %r16, %r16
	ret.64      %r19


sign_extended:
.L6:
	<entry-point>
	sext.64     %r23 <- (32) %arg1
	add.64      %r26 <- %r23, %r23
	ret.64      %r26


truncated:
.L8:
	<entry-point>
	trunc.8     %r30 <- (64) %arg1
	sext.32     %r31 <- (8) %r30
	add.32      %r35 <- %r31, %r31
	trunc.8     %r36 <- (32) %r35
	ret.8       %r36


float_kept:
.L10:
	<entry-point>
	scvtf.64    %r39 <- (32) %arg1
	scvtf.64    %r41 <- (32) %arg1
	fadd.64     %r42 <- %r39, %r41
	ret.64      %r42


 * check-output-end
 */
