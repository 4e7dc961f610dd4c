struct s { unsigned a:3, b:5, c:8; int d:4; };
int same_field(struct s *p) { p->a = 5; return p->a; }
int same_field_var(struct s *p, int v) { p->b = v; return p->b; }
int signed_field(struct s *p, int v) { p->d = v; return p->d; }
unsigned char trunc_lsr(unsigned x, unsigned y) { return ((x & 0xf000) | y) >> 4; }
unsigned shared_shift(unsigned x, unsigned y, unsigned *p) { unsigned t = ((x & 0xf000) | y) >> 4; *p = t; return t & 0xff; }
/*
 * check-name: optim: an or under a shift under a mask or trunc: the demand moves through the shift
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
same_field:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	and.32      %r4 <- %r2, $0xfffffff8
	or.32       %r5 <- %r4, $5
	store.32    %r5 -> 0[%arg1]
	ret.32      $5


same_field_var:
.L2:
	<entry-point>
	load.32     %r14 <- 0[%arg1]
	and.32      %r15 <- %arg2, $31
	shl.32      %r16 <- %r15, $3
	and.32      %r17 <- %r14, $0xffffff07
	or.32       %r18 <- %r16, %r17
	store.32    %r18 -> 0[%arg1]
	ret.32      %r15


signed_field:
.L4:
	<entry-point>
	load.32     %r28 <- 0[%arg1]
	and.32      %r29 <- %arg2, $15
	shl.32      %r30 <- %r29, $16
	and.32      %r31 <- %r28, $0xfff0ffff
	or.32       %r32 <- %r30, %r31
	store.32    %r32 -> 0[%arg1]
	trunc.4     %r35 <- (32) %r29
	sext.32     %r37 <- (4) %r35
	ret.32      %r37


trunc_lsr:
.L6:
	<entry-point>
	lsr.32      %r43 <- %arg2, $4
	trunc.8     %r44 <- (32) %r43
	ret.8       %r44


shared_shift:
.L8:
	<entry-point>
	and.32      %r47 <- %arg1, $0xf000
	or.32       %r49 <- %r47, %arg2
	lsr.32      %r50 <- %r49, $4
	store.32    %r50 -> 0[%arg3]
	and.32      %r54 <- %r50, $255
	ret.32      %r54


 * check-output-end
 */
