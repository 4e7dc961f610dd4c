unsigned char zext_not(unsigned char x) { return ~x; }
signed char sext_not(signed char x) { return ~x; }
unsigned char wide(unsigned x) { return ~x; }
unsigned char masked(unsigned x) { return ~(x & 0xff); }
unsigned char mask_after(unsigned x) { return (~x) & 0xff; }
unsigned char or_all(unsigned x) { return ~(x | 0xff); }
unsigned char neg_kept(unsigned char x) { return -x; }
unsigned char shared(unsigned x, unsigned *p) { unsigned t = ~x; *p = t; return t; }
/*
 * check-name: optim: trunc (~x) is ~(trunc x), the not read once
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
zext_not:
.L0:
	<entry-point>
	not.8       %r4 <- %arg1
	ret.8       %r4


sext_not:
.L2:
	<entry-point>
	not.8       %r9 <- %arg1
	ret.8       %r9


wide:
.L4:
	<entry-point>
	trunc.8     %r12 <- (32) %arg1
	not.8       %r13 <- %r12
	ret.8       %r13


masked:
.L6:
	<entry-point>
	trunc.8     %r16 <- (32) %arg1
	not.8       %r18 <- %r16
	ret.8       %r18


mask_after:
.L8:
	<entry-point>
	trunc.8     %r21 <- (32) %arg1
	not.8       %r22 <- %r21
	ret.8       %r22


or_all:
.L10:
	<entry-point>
	ret.8       $0


neg_kept:
.L12:
	<entry-point>
	zext.32     %r31 <- (8) %arg1
	neg.32      %r32 <- %r31
	trunc.8     %r33 <- (32) %r32
	ret.8       %r33


shared:
.L14:
	<entry-point>
	not.32      %r36 <- %arg1
	store.32    %r36 -> 0[%arg2]
	trunc.8     %r40 <- (32) %r36
	ret.8       %r40


 * check-output-end
 */
