extern int f(void);

int retry(void)
{
	int n = 0;
again:
	n++;
	if (f())
		goto again;
	return n;
}

/*
 * check-name: goto and labels
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
retry:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- $0
	br          .L1

.L1:
	phi.32      %r7(n) <- %phi2(n), %phi3(n)
	add.32      %r2 <- %r7(n), $1
	call.32     %r3 <- f
	setne.1     %r4 <- %r3, $0
	phisrc.32   %phi3(n) <- %r2
	cbr         %r4, .L1, .L3

.L3:
	ret.32      %r2


 * check-output-end
 */
