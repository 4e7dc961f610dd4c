int f(int a)
{
	if (__builtin_expect(a > 3, 1))
		return 1;
	return 2;
}

/*
 * check-name: __builtin_expect is its first argument
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setgt.32    %r2 <- %arg1, $3
	sext.64     %r3 <- (32) %r2
	setne.1     %r4 <- %r3, $0
	cbr         %r4, .L1, .L2

.L1:
	phisrc.32   %phi1(return) <- $1
	br          .L3

.L2:
	phisrc.32   %phi2(return) <- $2
	br          .L3

.L3:
	phi.32      %r5 <- %phi1(return), %phi2(return)
	ret.32      %r5


 * check-output-end
 */
