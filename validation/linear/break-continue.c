int first(int *v, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (v[i] < 0)
			continue;
		if (v[i] == 7)
			break;
	}
	return i;
}

/*
 * check-name: break and continue jump to the loop's end and step
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
first:
.L0:
	<entry-point>
	phisrc.32   %phi2(i) <- $0
	br          .L4

.L4:
	phi.32      %r22(i) <- %phi2(i), %phi3(i)
	setlt.32    %r3 <- %r22(i), %arg2
	cbr         %r3, .L1, .L3

.L1:
	sext.64     %r6 <- (32) %r22(i)
	mul.64      %r7 <- %r6, $4
	add.64      %r8 <- %arg1, %r7
	load.32     %r9 <- 0[%r8]
	setlt.32    %r10 <- %r9, $0
	cbr         %r10, .L2, .L6

.L6:
	sext.64     %r13 <- (32) %r22(i)
	mul.64      %r14 <- %r13, $4
	add.64      %r15 <- %arg1, %r14
	load.32     %r16 <- 0[%r15]
	seteq.32    %r17 <- %r16, $7
	cbr         %r17, .L3, .L2

.L2:
	add.32      %r19 <- %r22(i), $1
	phisrc.32   %phi3(i) <- %r19
	br          .L4

.L3:
	ret.32      %r22(i)


 * check-output-end
 */
