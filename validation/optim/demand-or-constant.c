unsigned and_part(unsigned x) { return (x | 0xf01) & 0xff; }
unsigned and_none(unsigned x) { return (x | 0xf00) & 0xff; }
unsigned and_all(unsigned x) { return (x | 0x1ff) & 0xff; }
unsigned lsr_part(unsigned x) { return (x | 0xf0f) >> 8; }
unsigned lsr_none(unsigned x) { return (x | 0xf0f) >> 12; }
unsigned lsr_all(unsigned x) { return (x | 0xf0000000) >> 28; }
unsigned shl_part(unsigned x) { return (x | 0xf0f) << 24; }
unsigned shl_all(unsigned x) { return (x | 0xf0f) << 28; }
unsigned char trunc_part(unsigned x) { return x | 0xf01; }
unsigned char trunc_none(unsigned x) { return x | 0xf00; }
unsigned char trunc_all(unsigned x) { return x | 0x1ff; }
unsigned shared(unsigned x, unsigned *p) { unsigned t = x | 0xf01; *p = t; return t & 0xff; }
/*
 * check-name: optim: an or's constant under a mask, shift or trunc keeps only the demanded bits
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
and_part:
.L0:
	<entry-point>
	or.32       %r2 <- %arg1, $1
	and.32      %r3 <- %r2, $255
	ret.32      %r3


and_none:
.L2:
	<entry-point>
	and.32      %r7 <- %arg1, $255
	ret.32      %r7


and_all:
.L4:
	<entry-point>
	ret.32      $255


lsr_part:
.L6:
	<entry-point>
	or.32       %r14 <- %arg1, $0xf00
	lsr.32      %r15 <- %r14, $8
	ret.32      %r15


lsr_none:
.L8:
	<entry-point>
	lsr.32      %r19 <- %arg1, $12
	ret.32      %r19


lsr_all:
.L10:
	<entry-point>
	ret.32      $15


shl_part:
.L12:
	<entry-point>
	or.32       %r26 <- %arg1, $15
	shl.32      %r27 <- %r26, $24
	ret.32      %r27


shl_all:
.L14:
	<entry-point>
	ret.32      $0xf0000000


trunc_part:
.L16:
	<entry-point>
	or.32       %r34 <- %arg1, $1
	trunc.8     %r35 <- (32) %r34
	ret.8       %r35


trunc_none:
.L18:
	<entry-point>
	trunc.8     %r39 <- (32) %arg1
	ret.8       %r39


trunc_all:
.L20:
	<entry-point>
	ret.8       $255


shared:
.L22:
	<entry-point>
	or.32       %r46 <- %arg1, $0xf01
	store.32    %r46 -> 0[%arg2]
	and.32      %r50 <- %r46, $255
	ret.32      %r50


 * check-output-end
 */
