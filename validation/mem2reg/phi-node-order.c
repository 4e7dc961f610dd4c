int g(int);
void *alloc(void);
void use(void *);

/* the deepest store first: its frontier in the order of its edges */
int f(int *p, int *s)
{
	int ret = 0;
	void *h;

	if (*p)
		goto out;
	h = alloc();
	if (!h) {
		ret = -12;
		goto out;
	}
	if (*s) {
		ret = g(1);
		if (ret) {
			use(h);
			goto out;
		}
	}
	use(h);
out:
	use(p);
	return ret;
}

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
/*
 * check-name: mem2reg: phi-nodes are placed in sparse's order (their numbers show it)
 * check-command: test-linearize -Wno-decl -fno-optim -fdump-ir=mem2reg $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	setne.1     %r3 <- %r2, $0
	phisrc.32   %phi5(ret) <- $0
	cbr         %r3, .L3, .L2

.L2:
	call.64     %r4 <- alloc
	setne.1     %r6 <- %r4, $0
	cbr         %r6, .L5, .L4

.L5:
	load.32     %r8 <- 0[%arg2]
	setne.1     %r9 <- %r8, $0
	phisrc.32   %phi6(ret) <- $0
	cbr         %r9, .L6, .L7

.L6:
	call.32     %r10 <- g, $1
	setne.1     %r12 <- %r10, $0
	phisrc.32   %phi7(ret) <- %r10
	cbr         %r12, .L8, .L7

.L8:
	call        use, %r4
	phisrc.32   %phi3(ret) <- %r10
	br          .L3

.L7:
	phi.32      %r18(ret) <- %phi6(ret), %phi7(ret)
	call        use, %r4
	phisrc.32   %phi4(ret) <- %r18(ret)
	br          .L3

.L4:
	phisrc.32   %phi2(ret) <- $0xfffffff4
	br          .L3

.L3:
	phi.32      %r19(ret) <- %phi2(ret), %phi3(ret), %phi4(ret), %phi5(ret)
	phi.64      %r20(h)
	call        use, %arg1
	ret.32      %r19(ret)


h:
.L11:
	<entry-point>
	load.32     %r22 <- 0[%arg1]
	setne.1     %r23 <- %r22, $0
	phisrc.32   %phi12(ret) <- $0
	cbr         %r23, .L14, .L13

.L13:
	call.32     %r24 <- g, $0
	setne.1     %r25 <- %r24, $0
	cbr         %r25, .L16, .L15

.L16:
	load.32     %r27 <- 0[%arg2]
	setne.1     %r28 <- %r27, $0
	phisrc.32   %phi13(ret) <- $0
	cbr         %r28, .L17, .L18

.L17:
	call.32     %r29 <- g, $1
	setne.1     %r31 <- %r29, $0
	phisrc.32   %phi11(ret) <- %r29
	phisrc.32   %phi14(ret) <- %r29
	cbr         %r31, .L14, .L18

.L18:
	phi.32      %r37(ret) <- %phi13(ret), %phi14(ret)
	call.32     %r32 <- g, $2
	phisrc.32   %phi10(ret) <- %r37(ret)
	br          .L14

.L15:
	phisrc.32   %phi9(ret) <- $0xfffffff4
	br          .L14

.L14:
	phi.32      %r36(ret) <- %phi9(ret), %phi10(ret), %phi11(ret), %phi12(ret)
	call.32     %r33 <- g, $3
	ret.32      %r36(ret)


 * check-output-end
 */
