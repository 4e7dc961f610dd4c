struct s { long a; long b; };
extern struct s gs;
void g(void);
int t(long);
void u(int, long);
int h(void);

/*
 * 'm - 0' is m in the first round, not 'add m, $0' first: the reload of
 * gs.a, which a call on one path keeps, is tried one round less
 */
long sub_zero(struct s *q, int c)
{
	long v = gs.a;
	void *m = q;
	struct s *r = (struct s *)(m - __builtin_offsetof(struct s, a));

	if (c)
		g();
	return gs.a + v + r->b;
}

/* the same for '64 - 6' once the local is a constant: $58 at once */
void sub_constants(int c)
{
	long v = gs.a;
	int a, b;

	a = 64;
	b = a - 6;
	while (c--) {
		if (t(v))
			break;
	}
	u(b, gs.a);
}
int probe(int c)
{
	return c ? h() : 0;
}
/*
 * check-name: optim: 'sub x, $0' and 'sub $a, $b' are their value in the round they are met, so the memory pass runs no extra round
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
sub_zero:
.L0:
	<entry-point>
	load.64     %r1 <- 0[gs]
	ptrcast.64  %r5 <- (64) %arg1
	cbr         %arg2, .L1, .L2

.L1:
	call        g
	br          .L2

.L2:
	load.64     %r8 <- 0[gs]
	add.64      %r10 <- %r1, %r8
	load.64     %r12 <- 8[%r5]
	add.64      %r13 <- %r10, %r12
	ret.64      %r13


sub_constants:
.L4:
	<entry-point>
	load.64     %r15 <- 0[gs]
	phisrc.32   %phi5(c) <- %arg1
	br          .L8

.L8:
	phi.32      %r26(c) <- %phi5(c), %phi6(c)
	add.32      %r19 <- %r26(c), $0xffffffff
	cbr         %r26(c), .L5, .L7

.L5:
	call.32     %r22 <- t, %r15
	phisrc.32   %phi6(c) <- %r19
	cbr         %r22, .L7, .L8

.L7:
	load.64     %r25 <- 0[gs]
	call        u, $58, %r25
	ret


probe:
.L12:
	<entry-point>
	cbr         %arg1, .L14, .L15

.L14:
	call.32     %r29 <- h
	phisrc.32   %phi10 <- %r29
	br          .L16

.L15:
	phisrc.32   %phi11 <- $0
	br          .L16

.L16:
	phi.32      %r30 <- %phi10, %phi11
	ret.32      %r30


 * check-output-end
 */
