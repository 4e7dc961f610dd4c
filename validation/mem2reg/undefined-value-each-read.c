/*
 * Each read of a local never set is an UNDEF of its own: 'UNDEF + 24'
 * made three times stays three (no CSE), and the store and the loads
 * through them are not one address (the loads stay), as sparse.  What
 * a store left is one value, even an UNDEF: the argument of twice(),
 * set from p, read twice, is one UNDEF (one add).
 */
extern void g(void);

int f(int a)
{
	char *p;
	int x = *(int *)(p + 24);
	if (a)
		*(int *)(p + 24) = 0;
	g();
	return x + *(int *)(p + 24);
}

int h(void)
{
	long p;
	return (p + 3) * (p + 3);
}

static inline long twice(long q) { return (q + 3) * (q + 3); }

long k(void)
{
	long p;
	return twice(p);
}
/*
 * check-name: mem2reg: each read of a local never set is an UNDEF of its own
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.64      %r2 <- UNDEF, $24
	ptrcast.64  %r3 <- (64) %r2
	load.32     %r4 <- 0[%r3]
	cbr         %arg1, .L1, .L2

.L1:
	add.64      %r8 <- UNDEF, $24
	ptrcast.64  %r9 <- (64) %r8
	store.32    $0 -> 0[%r9]
	br          .L2

.L2:
	call        g
	add.64      %r12 <- UNDEF, $24
	ptrcast.64  %r13 <- (64) %r12
	load.32     %r14 <- 0[%r13]
	add.32      %r15 <- %r4, %r14
	ret.32      %r15


h:
.L4:
	<entry-point>
	add.64      %r18 <- UNDEF, $3
	add.64      %r20 <- UNDEF, $3
	mul.64      %r21 <- %r18, %r20
	trunc.32    %r22 <- (64) %r21
	ret.32      %r22


k:
.L6:
	<entry-point>
	add.64      %r26 <- UNDEF, $3
	mul.64      %r29 <- %r26, %r26
	# call      %r30 <- twice, %r24
	ret.64      %r29


 * check-output-end
 */
