int g(long);

void zext_below(unsigned int b) { while (b < 4096UL) { g(b); b <<= 1; } }
void sext_below(int b) { while (b < 4096L) { g(b); b <<= 1; } }
void sext_above_negative(int b) { while (b <= -1L) { g(b); b <<= 1; } }
void zext_below_one(unsigned b, int c) { while (b < 1UL) { if (c) g(b); b <<= 1; } }
void mask_below(unsigned long b, int c)
{
	while ((b & 0xf0) < 0x100) {
		if (c)
			g(b & 0xf0);
		b <<= 1;
	}
}

/*
 * check-name: optim: a compare whose constant moved is narrowed in the same round (before CSE)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
zext_below:
.L0:
	<entry-point>
	phisrc.32   %phi1(b) <- %arg1
	br          .L4

.L4:
	phi.32      %r9(b) <- %phi1(b), %phi2(b)
	setbe.32    %r3 <- %r9(b), $0xfff
	cbr         %r3, .L1, .L3

.L1:
	zext.64     %r5 <- (32) %r9(b)
	call.32     %r6 <- g, %r5
	shl.32      %r8 <- %r9(b), $1
	phisrc.32   %phi2(b) <- %r8
	br          .L4

.L3:
	ret


sext_below:
.L5:
	<entry-point>
	phisrc.32   %phi3(b) <- %arg1
	br          .L9

.L9:
	phi.32      %r18(b) <- %phi3(b), %phi4(b)
	setle.32    %r12 <- %r18(b), $0xfff
	cbr         %r12, .L6, .L8

.L6:
	sext.64     %r14 <- (32) %r18(b)
	call.32     %r15 <- g, %r14
	shl.32      %r17 <- %r18(b), $1
	phisrc.32   %phi4(b) <- %r17
	br          .L9

.L8:
	ret


sext_above_negative:
.L10:
	<entry-point>
	phisrc.32   %phi5(b) <- %arg1
	br          .L14

.L14:
	phi.32      %r27(b) <- %phi5(b), %phi6(b)
	setlt.32    %r21 <- %r27(b), $0
	cbr         %r21, .L11, .L13

.L11:
	sext.64     %r23 <- (32) %r27(b)
	call.32     %r24 <- g, %r23
	shl.32      %r26 <- %r27(b), $1
	phisrc.32   %phi6(b) <- %r26
	br          .L14

.L13:
	ret


zext_below_one:
.L15:
	<entry-point>
	phisrc.32   %phi7(b) <- %arg1
	br          .L19

.L19:
	phi.32      %r38(b) <- %phi7(b), %phi8(b)
	zext.64     %r29 <- (32) %r38(b)
	cbr         %r38(b), .L18, .L16

.L16:
	cbr         %arg2, .L20, .L21

.L20:
	call.32     %r35 <- g, %r29
	br          .L21

.L21:
	shl.32      %r37 <- %r38(b), $1
	phisrc.32   %phi8(b) <- %r37
	br          .L19

.L18:
	ret


mask_below:
.L22:
	<entry-point>
	phisrc.64   %phi9(b) <- %arg1
	br          .L26

.L26:
	phi.64      %r49(b) <- %phi9(b), %phi10(b)
	cbr         %arg2, .L27, .L28

.L27:
	and.64      %r45 <- %r49(b), $240
	call.32     %r46 <- g, %r45
	br          .L28

.L28:
	shl.64      %r48 <- %r49(b), $1
	phisrc.64   %phi10(b) <- %r48
	br          .L26


 * check-output-end
 */
