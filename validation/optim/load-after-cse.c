void h(void);
int g(void);

/*
 * *p at the end reads the first *p on one path and a call on the other:
 * each round of the memory pass makes its phi source and drops it.  The
 * second p[i] is the first once CSE merged their addresses: CSE runs
 * before the memory pass of a round, so that takes one round less.
 */
int cse_then_load(int *p, int c, int i)
{
	int x = *p + p[i];

	if (c)
		x += p[i];
	else
		h();
	return x + *p;
}

int probe(int c)
{
	return c ? g() : 0;
}

/*
 * check-name: optim: a round of the memory pass comes after CSE
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
cse_then_load:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	sext.64     %r5 <- (32) %arg3
	mul.64      %r6 <- %r5, $4
	add.64      %r7 <- %r6, %arg1
	load.32     %r8 <- 0[%r7]
	add.32      %r9 <- %r2, %r8
	cbr         %arg2, .L1, .L2

.L1:
	add.32      %r19 <- %r8, %r9
	phisrc.32   %phi2(x) <- %r19
	br          .L3

.L2:
	call        h
	phisrc.32   %phi3(x) <- %r9
	br          .L3

.L3:
	phi.32      %r25(x) <- %phi2(x), %phi3(x)
	load.32     %r22 <- 0[%arg1]
	add.32      %r23 <- %r22, %r25(x)
	ret.32      %r23


probe:
.L5:
	<entry-point>
	cbr         %arg1, .L7, .L8

.L7:
	call.32     %r28 <- g
	phisrc.32   %phi11 <- %r28
	br          .L9

.L8:
	phisrc.32   %phi12 <- $0
	br          .L9

.L9:
	phi.32      %r29 <- %phi11, %phi12
	ret.32      %r29


 * check-output-end
 */
