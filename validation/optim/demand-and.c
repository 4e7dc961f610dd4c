unsigned lsr_all(unsigned x) { return (x & 0xffffff0f) >> 8; }
unsigned lsr_some(unsigned x) { return (x & 0xffff0f00) >> 8; }
unsigned lsr_none(unsigned x) { return (x & 0xff) >> 8; }
unsigned lsr_swap(unsigned x) { return (x & 0xf0f) >> 4; }
unsigned shl_all(unsigned x) { return (x & 0xfff) << 24; }
unsigned shl_some(unsigned x) { return (x & 0xf0f) << 24; }
unsigned shl_none(unsigned x) { return (x & 0xff00) << 24; }
int asr_kept(int x) { return (x & 0xf0f) >> 4; }
unsigned char trunc_all(unsigned x) { return x & 0xfff; }
unsigned char trunc_some(unsigned x) { return x & 0xf0f; }
short trunc_short(int x) { return x & 0xff; }
unsigned lsr_shared(unsigned x, unsigned *p) { unsigned t = x & 0xf0f; *p = t; return t >> 4; }
unsigned lsr_shared_all(unsigned x, unsigned *p) { unsigned t = x & 0xffffff00; *p = t; return t >> 8; }
unsigned char trunc_shared(unsigned x, unsigned *p) { unsigned t = x & 0xfff; *p = t; return t; }
/*
 * check-name: optim: x & M under a shift or trunc: 0 when none of M is read, x when all that is read is in M, else the shift or trunc goes first
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
lsr_all:
.L0:
	<entry-point>
	lsr.32      %r3 <- %arg1, $8
	ret.32      %r3


lsr_some:
.L2:
	<entry-point>
	lsr.32      %r6 <- %arg1, $8
	and.32      %r7 <- %r6, $0xffff0f
	ret.32      %r7


lsr_none:
.L4:
	<entry-point>
	ret.32      $0


lsr_swap:
.L6:
	<entry-point>
	lsr.32      %r14 <- %arg1, $4
	and.32      %r15 <- %r14, $240
	ret.32      %r15


shl_all:
.L8:
	<entry-point>
	shl.32      %r19 <- %arg1, $24
	ret.32      %r19


shl_some:
.L10:
	<entry-point>
	and.32      %r22 <- %arg1, $0xf0f
	shl.32      %r23 <- %r22, $24
	ret.32      %r23


shl_none:
.L12:
	<entry-point>
	ret.32      $0


asr_kept:
.L14:
	<entry-point>
	and.32      %r30 <- %arg1, $0xf0f
	asr.32      %r31 <- %r30, $4
	ret.32      %r31


trunc_all:
.L16:
	<entry-point>
	trunc.8     %r34 <- (32) %arg1
	ret.8       %r34


trunc_some:
.L18:
	<entry-point>
	trunc.8     %r38 <- (32) %arg1
	and.8       %r39 <- %r38, $15
	ret.8       %r39


trunc_short:
.L20:
	<entry-point>
	trunc.16    %r42 <- (32) %arg1
	and.16      %r43 <- %r42, $255
	ret.16      %r43


lsr_shared:
.L22:
	<entry-point>
	and.32      %r46 <- %arg1, $0xf0f
	store.32    %r46 -> 0[%arg2]
	lsr.32      %r50 <- %r46, $4
	ret.32      %r50


lsr_shared_all:
.L24:
	<entry-point>
	and.32      %r53 <- %arg1, $0xffffff00
	store.32    %r53 -> 0[%arg2]
	lsr.32      %r57 <- %arg1, $8
	ret.32      %r57


trunc_shared:
.L26:
	<entry-point>
	and.32      %r60 <- %arg1, $0xfff
	store.32    %r60 -> 0[%arg2]
	trunc.8     %r64 <- (32) %r60
	ret.8       %r64


 * check-output-end
 */
