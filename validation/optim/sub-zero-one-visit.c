void f(void);
int g(char *q);

/*
 * 'sub q, $0' is q in one visit, not 'add q, $0' first: one round of
 * the pass loop fewer, so one load's phi source (made and dropped each
 * round of the memory pass: the call in .L1 blocks it) fewer
 */
int t(int *p, char *q, _Bool c)
{
	int a = *p;
	if (c)
		f();
	a += *p;
	return a + g(q - 0);
}
int probe(int n, int *p)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += p[i];
	return s;
}
/*
 * check-name: optim: 'sub x, $0' is x at once, as sparse (the probe's phi numbers show the rounds)
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
t:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	cbr         %arg3, .L1, .L2

.L1:
	call        f
	br          .L2

.L2:
	load.32     %r5 <- 0[%arg1]
	add.32      %r7 <- %r2, %r5
	call.32     %r11 <- g, %arg2
	add.32      %r12 <- %r7, %r11
	ret.32      %r12


probe:
.L4:
	<entry-point>
	phisrc.32   %phi6(s) <- $0
	phisrc.32   %phi8(i) <- $0
	br          .L8

.L8:
	phi.32      %r29(s) <- %phi6(s), %phi7(s)
	phi.32      %r30(i) <- %phi8(i), %phi9(i)
	setlt.32    %r16 <- %r30(i), %arg1
	cbr         %r16, .L5, .L7

.L5:
	sext.64     %r19 <- (32) %r30(i)
	mul.64      %r20 <- %r19, $4
	add.64      %r21 <- %r20, %arg2
	load.32     %r22 <- 0[%r21]
	add.32      %r24 <- %r22, %r29(s)
	add.32      %r26 <- %r30(i), $1
	phisrc.32   %phi7(s) <- %r24
	phisrc.32   %phi9(i) <- %r26
	br          .L8

.L7:
	ret.32      %r29(s)


 * check-output-end
 */
