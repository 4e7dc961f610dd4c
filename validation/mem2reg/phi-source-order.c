int g(int);

/* phi sources: first those of the phi-nodes loads read, in block order */
int f(int x, int y)
{
	int a = 0, b = 1;

	if (x) {
		a = g(1);
		if (y)
			b = g(2);
		g(b);
	}
	g(a);
	if (y)
		b = g(3);
	return a + b;
}

/* then those of the phi-nodes only other phi-nodes read */
int h(int *p, int *s)
{
	int ret = 0;

	if (*p)
		goto out;
	if (!g(0)) {
		ret = -12;
		goto out;
	}
	if (*s) {
		ret = g(1);
		if (ret)
			goto out;
	}
	g(2);
out:
	g(3);
	return ret;
}

/* a phi-node a load read is one: the store of its value does not matter */
static inline int twice(int x)
{
	int y = x;

	if (x < 0)
		goto out;
	y = x + x;
out:
	return y;
}

int k(int n)
{
	int s = 2;

	if (n)
		goto done;
	s = twice(n);
done:
	return s;
}
/*
 * check-name: mem2reg: phi sources are made in sparse's order (their numbers show it)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi4(a) <- $0
	phisrc.32   %phi8(b) <- $1
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r3 <- g, $1
	phisrc.32   %phi2(b) <- $1
	cbr         %arg2, .L3, .L4

.L3:
	call.32     %r6 <- g, $2
	phisrc.32   %phi3(b) <- %r6
	br          .L4

.L4:
	phi.32      %r20(b) <- %phi2(b), %phi3(b)
	call.32     %r8 <- g, %r20(b)
	phisrc.32   %phi5(a) <- %r3
	phisrc.32   %phi9(b) <- %r20(b)
	br          .L2

.L2:
	phi.32      %r18(a) <- %phi4(a), %phi5(a)
	phi.32      %r21(b) <- %phi8(b), %phi9(b)
	call.32     %r10 <- g, %r18(a)
	phisrc.32   %phi6(b) <- %r21(b)
	cbr         %arg2, .L5, .L6

.L5:
	call.32     %r13 <- g, $3
	phisrc.32   %phi7(b) <- %r13
	br          .L6

.L6:
	phi.32      %r19(b) <- %phi6(b), %phi7(b)
	add.32      %r16 <- %r18(a), %r19(b)
	ret.32      %r16


h:
.L8:
	<entry-point>
	load.32     %r23 <- 0[%arg1]
	phisrc.32   %phi14(ret) <- $0
	cbr         %r23, .L11, .L10

.L10:
	call.32     %r25 <- g, $0
	cbr         %r25, .L13, .L12

.L13:
	load.32     %r28 <- 0[%arg2]
	phisrc.32   %phi15(ret) <- $0
	cbr         %r28, .L14, .L15

.L14:
	call.32     %r30 <- g, $1
	phisrc.32   %phi13(ret) <- %r30
	phisrc.32   %phi16(ret) <- %r30
	cbr         %r30, .L11, .L15

.L15:
	phi.32      %r38(ret) <- %phi15(ret), %phi16(ret)
	call.32     %r33 <- g, $2
	phisrc.32   %phi12(ret) <- %r38(ret)
	br          .L11

.L12:
	phisrc.32   %phi11(ret) <- $0xfffffff4
	br          .L11

.L11:
	phi.32      %r37(ret) <- %phi11(ret), %phi12(ret), %phi13(ret), %phi14(ret)
	call.32     %r34 <- g, $3
	ret.32      %r37(ret)


k:
.L19:
	<entry-point>
	phisrc.32   %phi22(s) <- $2
	cbr         %arg1, .L22, .L21

.L21:
	setlt.32    %r44 <- %arg1, $0
	phisrc.32   %phi20(y) <- %arg1
	cbr         %r44, .L25, .L24

.L24:
	add.32      %r47 <- %arg1, %arg1
	phisrc.32   %phi19(y) <- %r47
	br          .L25

.L25:
	phi.32      %r54(y) <- %phi19(y), %phi20(y)
	# call      %r49 <- twice, %r41
	phisrc.32   %phi21(s) <- %r54(y)
	br          .L22

.L22:
	phi.32      %r52(s) <- %phi21(s), %phi22(s)
	ret.32      %r52(s)


 * check-output-end
 */
