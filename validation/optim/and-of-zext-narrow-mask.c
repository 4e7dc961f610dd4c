unsigned narrow(unsigned short x) { return x & 0xfffffffd; }
unsigned other_bits(unsigned char x) { return x & 0x7884222f; }
unsigned long wide(unsigned x) { return (unsigned long)x & 0xfffffffffffffff3UL; }
unsigned lsr_kept(unsigned x) { return (x >> 20) & 0xfffffff3; }
unsigned or_kept(unsigned short x) { return x | 0xfffffffd; }
/*
 * check-name: optim: (zext x) & M keeps only the bits of M that x has
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
narrow:
.L0:
	<entry-point>
	zext.32     %r2 <- (16) %arg1
	and.32      %r3 <- %r2, $0xfffd
	ret.32      %r3


other_bits:
.L2:
	<entry-point>
	zext.32     %r6 <- (8) %arg1
	and.32      %r7 <- %r6, $47
	ret.32      %r7


wide:
.L4:
	<entry-point>
	zext.64     %r10 <- (32) %arg1
	and.64      %r11 <- %r10, $0xfffffff3
	ret.64      %r11


lsr_kept:
.L6:
	<entry-point>
	lsr.32      %r14 <- %arg1, $20
	and.32      %r15 <- %r14, $0xfffffff3
	ret.32      %r15


or_kept:
.L8:
	<entry-point>
	zext.32     %r18 <- (16) %arg1
	or.32       %r19 <- %r18, $0xfffffffd
	ret.32      %r19


 * check-output-end
 */
