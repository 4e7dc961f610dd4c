int f(int c, unsigned int y)
{
	unsigned int x;

	switch (c) {
	case 1:
		x = (y >> 1) ^ 5;
		break;
	case 2:
		x = (y >> 1) * 3;
		break;
	default:
		x = (y >> 1) - 7;
		break;
	}
	return x;
}

int g(int c, int d, unsigned int y)
{
	unsigned int x;

	if (c) {
		if (d)
			x = (y >> 1) ^ 5;
		else
			x = 3;
	} else {
		x = y >> 1;
	}
	return x;
}
/*
 * check-name: optim: the same computation in sibling blocks moves to their one parent
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	lsr.32      %r3 <- %arg2, $1
	switch.32   %arg1, 1 -> .L2, 2 -> .L3, default -> .L4

.L2:
	xor.32      %r4 <- %r3, $5
	phisrc.32   %phi2(x) <- %r4
	br          .L1

.L3:
	mul.32      %r7 <- %r3, $3
	phisrc.32   %phi3(x) <- %r7
	br          .L1

.L4:
	add.32      %r10 <- %r3, $0xfffffff9
	phisrc.32   %phi4(x) <- %r10
	br          .L1

.L1:
	phi.32      %r13(x) <- %phi2(x), %phi3(x), %phi4(x)
	ret.32      %r13(x)


g:
.L6:
	<entry-point>
	cbr         %arg1, .L7, .L8

.L7:
	cbr         %arg2, .L9, .L10

.L9:
	lsr.32      %r19 <- %arg3, $1
	xor.32      %r20 <- %r19, $5
	phisrc.32   %phi7(x) <- %r20
	br          .L12

.L10:
	phisrc.32   %phi8(x) <- $3
	br          .L12

.L8:
	lsr.32      %r22 <- %arg3, $1
	phisrc.32   %phi6(x) <- %r22
	br          .L12

.L12:
	phi.32      %r25(x) <- %phi6(x), %phi7(x), %phi8(x)
	ret.32      %r25(x)


 * check-output-end
 */
