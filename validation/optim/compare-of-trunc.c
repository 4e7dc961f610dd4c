struct bits { unsigned long x:5, b:1, c:27, d:1, e:3; };
int bitfield_zero(struct bits *p) { return !p->b; }
int bitfield_wide(struct bits *p) { return p->e == 0; }
int byte_equal(unsigned long v) { return (unsigned char)v == 5; }
int shifted_nonzero(unsigned long v) { return (unsigned short)(v >> 7) != 0; }
int test_kept(struct bits *p) { return !p->b || p->d; }
int two_users_kept(unsigned long v, int (*g)(int))
{
	unsigned char c = v;
	return g(c) + (c == 0);
}
int signed_order_kept(long v) { return (signed char)v < 0; }
/*
 * check-name: optim: (trunc.N x) == C is (x & ones(N)) == C at x's size (and !=), the trunc read once
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
bitfield_zero:
.L0:
	<entry-point>
	load.64     %r2 <- 0[%arg1]
	lsr.64      %r3 <- %r2, $5
	and.64      %r4 <- %r3, $1
	seteq.32    %r5 <- %r4, $0
	ret.32      %r5


bitfield_wide:
.L2:
	<entry-point>
	load.64     %r8 <- 0[%arg1]
	lsr.64      %r9 <- %r8, $34
	and.64      %r10 <- %r9, $7
	seteq.32    %r12 <- %r10, $0
	ret.32      %r12


byte_equal:
.L4:
	<entry-point>
	and.64      %r15 <- %arg1, $255
	seteq.32    %r17 <- %r15, $5
	ret.32      %r17


shifted_nonzero:
.L6:
	<entry-point>
	lsr.64      %r20 <- %arg1, $7
	and.64      %r21 <- %r20, $0xffff
	setne.32    %r23 <- %r21, $0
	ret.32      %r23


test_kept:
.L8:
	<entry-point>
	load.64     %r27 <- 0[%arg1]
	lsr.64      %r28 <- %r27, $5
	trunc.1     %r29 <- (64) %r28
	phisrc.32   %phi5 <- $1
	cbr         %r29, .L10, .L11

.L10:
	lsr.64      %r33 <- %r27, $33
	trunc.1     %r34 <- (64) %r33
	zext.32     %r36 <- (1) %r34
	phisrc.32   %phi6 <- %r36
	br          .L11

.L11:
	phi.32      %r25 <- %phi5, %phi6
	ret.32      %r25


two_users_kept:
.L12:
	<entry-point>
	trunc.8     %r39 <- (64) %arg1
	zext.32     %r41 <- (8) %r39
	call.32     %r43 <- %arg2, %r41
	seteq.32    %r46 <- %r39, $0
	add.32      %r47 <- %r43, %r46
	ret.32      %r47


signed_order_kept:
.L14:
	<entry-point>
	trunc.8     %r50 <- (64) %arg1
	setlt.32    %r52 <- %r50, $0
	ret.32      %r52


 * check-output-end
 */
