int f(int n)
{
	int i = 0;

	goto test;
again:
	i++;
test:
	if (i < n)
		goto again;
	return i;
}

/*
 * check-name: a loop made of gotos
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(i) <- $0
	br          .L1

.L1:
	phi.32      %r8(i) <- %phi2(i), %phi3(i)
	setlt.32    %r5 <- %r8(i), %arg1
	cbr         %r5, .L2, .L4

.L2:
	add.32      %r2 <- %r8(i), $1
	phisrc.32   %phi3(i) <- %r2
	br          .L1

.L4:
	ret.32      %r8(i)


 * check-output-end
 */
