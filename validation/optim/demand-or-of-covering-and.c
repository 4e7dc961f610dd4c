typedef unsigned char u8;
u8 trunc_of_or(int x) { return (u8)((x & 255) | 248); }
u8 wider_mask(int x) { return (u8)((x & 0x1ff) | 8); }
u8 mask_too_narrow(int x) { return (u8)((x & 0x7f) | 8); }
u8 xor_keeps_it(int x, int y) { return (u8)((x & 255) ^ y); }
int and_of_or(int x, int y) { return ((x & 255) | y) & 0xf; }
int and_on_the_right(int x, int y) { return (y | (x & 255)) & 0xf; }
int not_all_demanded(int x, int y) { return ((x & 255) | y) & 0x1f0; }
int both_sides(int x, int y) { return ((x & 0xf0) | (y & 0xff)) & 0xf0; }
int shl_of_or(unsigned x, int y) { return ((x & 255) | y) << 24; }
/*
 * check-name: optim: in 'x | (y & $M)' read through a mask, a trunc or a shl, the 'and' goes when M has all the demanded bits
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
trunc_of_or:
.L0:
	<entry-point>
	or.32       %r3 <- %arg1, $248
	trunc.8     %r4 <- (32) %r3
	ret.8       %r4


wider_mask:
.L2:
	<entry-point>
	or.32       %r8 <- %arg1, $8
	trunc.8     %r9 <- (32) %r8
	ret.8       %r9


mask_too_narrow:
.L4:
	<entry-point>
	and.32      %r12 <- %arg1, $127
	or.32       %r13 <- %r12, $8
	trunc.8     %r14 <- (32) %r13
	ret.8       %r14


xor_keeps_it:
.L6:
	<entry-point>
	and.32      %r17 <- %arg1, $255
	xor.32      %r19 <- %r17, %arg2
	trunc.8     %r20 <- (32) %r19
	ret.8       %r20


and_of_or:
.L8:
	<entry-point>
	or.32       %r25 <- %arg1, %arg2
	and.32      %r26 <- %r25, $15
	ret.32      %r26


and_on_the_right:
.L10:
	<entry-point>
	or.32       %r31 <- %arg1, %arg2
	and.32      %r32 <- %r31, $15
	ret.32      %r32


not_all_demanded:
.L12:
	<entry-point>
	and.32      %r35 <- %arg1, $240
	or.32       %r37 <- %r35, %arg2
	and.32      %r38 <- %r37, $496
	ret.32      %r38


both_sides:
.L14:
	<entry-point>
	or.32       %r44 <- %arg1, %arg2
	and.32      %r45 <- %r44, $240
	ret.32      %r45


shl_of_or:
.L16:
	<entry-point>
	or.32       %r50 <- %arg1, %arg2
	shl.32      %r51 <- %r50, $24
	ret.32      %r51


 * check-output-end
 */
