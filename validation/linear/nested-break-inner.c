extern int g(int, int);

int f(int n)
{
	int hits = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			if (g(i, j))
				break;
			hits++;
		}
	return hits;
}
/*
 * check-name: linear: a break in the inner loop goes to the outer loop's step
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(hits) <- $0
	phisrc.32   %phi4(i) <- $0
	br          .L4

.L4:
	phi.32      %r20(hits) <- %phi2(hits), %phi3(hits)
	phi.32      %r21(i) <- %phi4(i), %phi5(i)
	setlt.32    %r3 <- %r21(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	phisrc.32   %phi6(hits) <- %r20(hits)
	phisrc.32   %phi8(j) <- $0
	br          .L8

.L8:
	phi.32      %r19(hits) <- %phi6(hits), %phi7(hits)
	phi.32      %r22(j) <- %phi8(j), %phi9(j)
	setlt.32    %r6 <- %r22(j), %arg1
	cbr         %r6, .L5, .L2

.L5:
	call.32     %r9 <- g, %r21(i), %r22(j)
	cbr         %r9, .L2, .L10

.L10:
	add.32      %r12 <- %r19(hits), $1
	add.32      %r14 <- %r22(j), $1
	phisrc.32   %phi7(hits) <- %r12
	phisrc.32   %phi9(j) <- %r14
	br          .L8

.L2:
	add.32      %r16 <- %r21(i), $1
	phisrc.32   %phi3(hits) <- %r19(hits)
	phisrc.32   %phi5(i) <- %r16
	br          .L4

.L3:
	ret.32      %r20(hits)


 * check-output-end
 */
