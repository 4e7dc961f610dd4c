extern int f(int);

int pick(int a)
{
	return a ? f(a) : 0;
}

/*
 * check-name: a conditional with a call branches and merges
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
pick:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	cbr         %r2, .L2, .L3

.L2:
	call.32     %r4 <- f, %arg1
	phisrc.32   %phi1 <- %r4
	br          .L4

.L3:
	phisrc.32   %phi2 <- $0
	br          .L4

.L4:
	phi.32      %r5 <- %phi1, %phi2
	ret.32      %r5


 * check-output-end
 */
