unsigned and_drop(unsigned x, unsigned y) { return ((x & 0xf00) | y) & 0xff; }
unsigned and_drop_right(unsigned x, unsigned y) { return (y | (x & 0xf00)) & 0xff; }
unsigned and_both(unsigned x, unsigned y) { return ((x & 0xf00) | (y & 0xf0)) & 0xff; }
unsigned and_part(unsigned x, unsigned y) { return ((x & 0xf0f) | y) & 0xff; }
unsigned lsr_part(unsigned x, unsigned y) { return ((x & 0xf0f) | y) >> 8; }
unsigned lsr_drop(unsigned a, unsigned b) { return ((a & 0xff) | b) >> 8; }
unsigned shl_part(unsigned x, unsigned y) { return ((x & 0xf0f) | y) << 24; }
unsigned shl_all(unsigned x, unsigned y) { return ((x & 0xf0f) | y) << 20; }
unsigned char trunc_drop(unsigned x, unsigned y) { return (x & 0xf00) | y; }
unsigned and_shared(unsigned x, unsigned y, unsigned *p) { unsigned t = x & 0xf0f; *p = t; return (t | y) & 0xff; }
unsigned or_shared(unsigned x, unsigned y, unsigned *p) { unsigned t = (x & 0xf0f) | y; *p = t; return t & 0xff; }
unsigned or_shared_drop(unsigned x, unsigned y, unsigned *p) { unsigned t = (x & 0xf00) | y; *p = t; return t & 0xff; }
/*
 * check-name: optim: an or's masked operand under a mask, shift or trunc: its mask keeps the demanded bits, none left drops it
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
and_drop:
.L0:
	<entry-point>
	and.32      %r5 <- %arg2, $255
	ret.32      %r5


and_drop_right:
.L2:
	<entry-point>
	and.32      %r11 <- %arg2, $255
	ret.32      %r11


and_both:
.L4:
	<entry-point>
	and.32      %r18 <- %arg2, $240
	ret.32      %r18


and_part:
.L6:
	<entry-point>
	and.32      %r21 <- %arg1, $15
	or.32       %r23 <- %r21, %arg2
	and.32      %r24 <- %r23, $255
	ret.32      %r24


lsr_part:
.L8:
	<entry-point>
	and.32      %r27 <- %arg1, $0xf00
	or.32       %r29 <- %r27, %arg2
	lsr.32      %r30 <- %r29, $8
	ret.32      %r30


lsr_drop:
.L10:
	<entry-point>
	lsr.32      %r36 <- %arg2, $8
	ret.32      %r36


shl_part:
.L12:
	<entry-point>
	and.32      %r39 <- %arg1, $15
	or.32       %r41 <- %r39, %arg2
	shl.32      %r42 <- %r41, $24
	ret.32      %r42


shl_all:
.L14:
	<entry-point>
	and.32      %r45 <- %arg1, $0xf0f
	or.32       %r47 <- %r45, %arg2
	shl.32      %r48 <- %r47, $20
	ret.32      %r48


trunc_drop:
.L16:
	<entry-point>
	trunc.8     %r54 <- (32) %arg2
	ret.8       %r54


and_shared:
.L18:
	<entry-point>
	and.32      %r57 <- %arg1, $0xf0f
	store.32    %r57 -> 0[%arg3]
	or.32       %r62 <- %r57, %arg2
	and.32      %r63 <- %r62, $255
	ret.32      %r63


or_shared:
.L20:
	<entry-point>
	and.32      %r66 <- %arg1, $0xf0f
	or.32       %r68 <- %r66, %arg2
	store.32    %r68 -> 0[%arg3]
	and.32      %r72 <- %r68, $255
	ret.32      %r72


or_shared_drop:
.L22:
	<entry-point>
	and.32      %r75 <- %arg1, $0xf00
	or.32       %r77 <- %r75, %arg2
	store.32    %r77 -> 0[%arg3]
	and.32      %r81 <- %arg2, $255
	ret.32      %r81


 * check-output-end
 */
