int or_of_shl(int x, int y, int z) { return (x << y) | (z << y); }
int and_of_shl(int x, int y, int z) { return (x << y) & (z << y); }
int or_of_asr(int x, int y, int z) { return (x >> y) | (z >> y); }
unsigned xor_of_lsr(unsigned x, unsigned y, unsigned z) { return (x >> z) ^ (y >> z); }
int or_of_shl_constant(int x, int y) { return (x << 3) | (y << 3); }
int not_add_of_shl(int x, int y, int z) { return (x << y) + (z << y); }
int not_other_counts(int x, int y, int z) { return (x << y) | (x << z); }
/*
 * check-name: optim: (x << s) | (y << s) is (x | y) << s, and so & and ^ of two shifts by one count; not + of them
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
or_of_shl:
.L0:
	<entry-point>
	or.32       %r6 <- %arg1, %arg3
	shl.32      %r7 <- %r6, %arg2
	ret.32      %r7


and_of_shl:
.L2:
	<entry-point>
	and.32      %r14 <- %arg1, %arg3
	shl.32      %r15 <- %r14, %arg2
	ret.32      %r15


or_of_asr:
.L4:
	<entry-point>
	or.32       %r22 <- %arg1, %arg3
	asr.32      %r23 <- %r22, %arg2
	ret.32      %r23


xor_of_lsr:
.L6:
	<entry-point>
	xor.32      %r30 <- %arg1, %arg2
	lsr.32      %r31 <- %r30, %arg3
	ret.32      %r31


or_of_shl_constant:
.L8:
	<entry-point>
	or.32       %r36 <- %arg1, %arg2
	shl.32      %r37 <- %r36, $3
	ret.32      %r37


not_add_of_shl:
.L10:
	<entry-point>
	shl.32      %r41 <- %arg1, %arg2
	shl.32      %r44 <- %arg3, %arg2
	add.32      %r45 <- %r41, %r44
	ret.32      %r45


not_other_counts:
.L12:
	<entry-point>
	shl.32      %r49 <- %arg1, %arg2
	shl.32      %r52 <- %arg1, %arg3
	or.32       %r53 <- %r49, %r52
	ret.32      %r53


 * check-output-end
 */
