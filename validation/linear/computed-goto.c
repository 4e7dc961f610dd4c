int f(int i)
{
	static void *table[] = { &&one, &&two };

	goto *table[i];
one:
	return 1;
two:
	return 2;
}

/*
 * check-name: a computed goto lists the labels whose address is taken
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	symaddr.64  %r1 <- table
	sext.64     %r3 <- (32) %arg1
	mul.64      %r4 <- %r3, $8
	add.64      %r5 <- %r1, %r4
	load.64     %r6 <- 0[%r5]
	jmp *       %r6, .L1, .L2

.L1:
	phisrc.32   %phi1(return) <- $1
	br          .L3

.L2:
	phisrc.32   %phi2(return) <- $2
	br          .L3

.L3:
	phi.32      %r7 <- %phi1(return), %phi2(return)
	ret.32      %r7


 * check-output-end
 */
