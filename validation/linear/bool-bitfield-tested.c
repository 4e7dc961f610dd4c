struct flags { _Bool a:1, b:1; _Bool c; };
int either(struct flags *p) { if (p->a || p->b) return 1; return 2; }
int plain(struct flags *p) { return p->c && p->a; }
int after(int a) { return a; }
/*
 * check-name: linear: a _Bool bit-field is tested against 0, a plain _Bool is not
 * check-command: test-linearize -Wno-decl -fdump-ir=linearize $file
 *
 * check-output-start
either:
.L0:
	<entry-point>
	store.64    %arg1 -> 0[p]
	load.64     %r1 <- 0[p]
	load.1      %r2 <- 0[%r1]
	setne.1     %r3 <- %r2, $0
	cbr         %r3, .L1, .L3

.L3:
	load.64     %r4 <- 0[p]
	load.1      %r5 <- 1[%r4]
	setne.1     %r6 <- %r5, $0
	cbr         %r6, .L1, .L2

.L1:
	phisrc.32   %phi1(return) <- $1
	br          .L4

.L2:
	phisrc.32   %phi2(return) <- $2
	br          .L4

.L4:
	phi.32      %r7 <- %phi1(return), %phi2(return)
	ret.32      %r7


plain:
.L5:
	<entry-point>
	store.64    %arg1 -> 0[p]
	load.64     %r9 <- 0[p]
	load.1      %r10 <- 2[%r9]
	phisrc.32   %phi3 <- $0
	cbr         %r10, .L7, .L8

.L7:
	load.64     %r11 <- 0[p]
	load.1      %r12 <- 0[%r11]
	setne.1     %r13 <- %r12, $0
	zext.32     %r14 <- (1) %r13
	phisrc.32   %phi4 <- %r14
	br          .L8

.L8:
	phi.32      %r8 <- %phi3, %phi4
	phisrc.32   %phi5(return) <- %r8
	br          .L6

.L6:
	phi.32      %r15 <- %phi5(return)
	ret.32      %r15


after:
.L9:
	<entry-point>
	store.32    %arg1 -> 0[a]
	load.32     %r16 <- 0[a]
	phisrc.32   %phi6(return) <- %r16
	br          .L10

.L10:
	phi.32      %r17 <- %phi6(return)
	ret.32      %r17


 * check-output-end
 */
