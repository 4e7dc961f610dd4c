int value(int a, int *b) { return a ?: *b; }
double floating(double a, double *b) { return a ?: *b; }
int after(int a) { return a; }
/*
 * check-name: linear: 'c ?: x' branches on c itself, not on c != 0
 * check-command: test-linearize -Wno-decl -fdump-ir=linearize $file
 *
 * check-output-start
value:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[a]
	store.64    %arg2 -> 0[b]
	load.32     %r1 <- 0[a]
	phisrc.32   %phi1 <- %r1
	cbr         %r1, .L3, .L2

.L2:
	load.64     %r2 <- 0[b]
	load.32     %r3 <- 0[%r2]
	phisrc.32   %phi2 <- %r3
	br          .L3

.L3:
	phi.32      %r4 <- %phi1, %phi2
	phisrc.32   %phi3(return) <- %r4
	br          .L1

.L1:
	phi.32      %r5 <- %phi3(return)
	ret.32      %r5


floating:
.L4:
	<entry-point>
	store.64    %arg1 -> 0[a]
	store.64    %arg2 -> 0[b]
	load.64     %r6 <- 0[a]
	phisrc.64   %phi4 <- %r6
	cbr         %r6, .L7, .L6

.L6:
	load.64     %r7 <- 0[b]
	load.64     %r8 <- 0[%r7]
	phisrc.64   %phi5 <- %r8
	br          .L7

.L7:
	phi.64      %r9 <- %phi4, %phi5
	phisrc.64   %phi6(return) <- %r9
	br          .L5

.L5:
	phi.64      %r10 <- %phi6(return)
	ret.64      %r10


after:
.L8:
	<entry-point>
	store.32    %arg1 -> 0[a]
	load.32     %r11 <- 0[a]
	phisrc.32   %phi7(return) <- %r11
	br          .L9

.L9:
	phi.32      %r12 <- %phi7(return)
	ret.32      %r12


 * check-output-end
 */
