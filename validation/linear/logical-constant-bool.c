int and_one(int x)
{
	return 1 && (x & 1);
}

int or_zero(int x)
{
	return x || 0;
}

int and_two(int x)
{
	return x && 2;
}
/*
 * check-name: linear: a constant 0 or 1 of && and || is its own truth value
 * check-description: no 'setne $1, $0' (sparse compares $2 still): one
 *	pseudo fewer, the numbers after it as sparse's
 * check-command: test-linearize -Wno-decl -fdump-ir=linearize $file
 *
 * check-output-start
and_one:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[x]
	load.32     %r1 <- 0[x]
	and.32      %r2 <- %r1, $1
	setne.1     %r3 <- %r2, $0
	and.1       %r4 <- $1, %r3
	zext.32     %r5 <- (1) %r4
	phisrc.32   %phi1(return) <- %r5
	br          .L1

.L1:
	phi.32      %r6 <- %phi1(return)
	ret.32      %r6


or_zero:
.L2:
	<entry-point>
	store.32    %arg1 -> 0[x]
	load.32     %r7 <- 0[x]
	setne.1     %r8 <- %r7, $0
	or.1        %r9 <- %r8, $0
	zext.32     %r10 <- (1) %r9
	phisrc.32   %phi2(return) <- %r10
	br          .L3

.L3:
	phi.32      %r11 <- %phi2(return)
	ret.32      %r11


and_two:
.L4:
	<entry-point>
	store.32    %arg1 -> 0[x]
	load.32     %r12 <- 0[x]
	setne.1     %r13 <- %r12, $0
	setne.1     %r14 <- $2, $0
	and.1       %r15 <- %r13, %r14
	zext.32     %r16 <- (1) %r15
	phisrc.32   %phi3(return) <- %r16
	br          .L5

.L5:
	phi.32      %r17 <- %phi3(return)
	ret.32      %r17


 * check-output-end
 */
