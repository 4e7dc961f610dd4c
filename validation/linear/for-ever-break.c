extern int g(void);

int f(void)
{
	int n = 0;

	for (;;) {
		if (g())
			break;
		n++;
	}
	return n;
}
/*
 * check-name: linear: for (;;) with a break: the loop's only exit is the break
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- $0
	br          .L1

.L1:
	phi.32      %r7(n) <- %phi2(n), %phi3(n)
	call.32     %r1 <- g
	cbr         %r1, .L3, .L6

.L3:
	ret.32      %r7(n)

.L6:
	add.32      %r4 <- %r7(n), $1
	phisrc.32   %phi3(n) <- %r4
	br          .L1


 * check-output-end
 */
