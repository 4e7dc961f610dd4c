int g(void);

int f(int c, int d, unsigned int y)
{
	unsigned int x;

	if (c) {
		if (d)
			goto l;
		x = g();
	} else {
		x = (y >> 1) ^ 5;
		if (x == 9)
			goto m;
	}
	return x;
l:
	return (y >> 1) * 3;
m:
	return (y >> 1) - 1;
}
/*
 * check-name: optim: a copy in an unrelated block does not stop one dominated by a later copy from going
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	cbr         %arg2, .L5, .L4

.L5:
	lsr.32      %r14 <- %arg3, $1
	mul.32      %r15 <- %r14, $3
	phisrc.32   %phi2(return) <- %r15
	br          .L10

.L4:
	call.32     %r5 <- g
	phisrc.32   %phi4(x) <- %r5
	br          .L6

.L2:
	lsr.32      %r7 <- %arg3, $1
	xor.32      %r8 <- %r7, $5
	seteq.32    %r10 <- %r8, $9
	phisrc.32   %phi5(x) <- %r8
	cbr         %r10, .L9, .L6

.L9:
	add.32      %r18 <- %r7, $0xffffffff
	phisrc.32   %phi3(return) <- %r18
	br          .L10

.L6:
	phi.32      %r19(x) <- %phi4(x), %phi5(x)
	phisrc.32   %phi1(return) <- %r19(x)
	br          .L10

.L10:
	phi.32      %r12 <- %phi1(return), %phi2(return), %phi3(return)
	ret.32      %r12


 * check-output-end
 */
