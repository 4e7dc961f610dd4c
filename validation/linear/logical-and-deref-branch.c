int g;

int through(int n, int *p) { return n && *p; }
int global(int n) { return n && g; }
/*
 * check-name: linear: '&&' reading through a pointer keeps its branch
 * check-description: a read through a pointer may fault: it is only done
 *	when the left side holds.  A global is read unconditionally.
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
through:
.L0:
	<entry-point>
	phisrc.32   %phi1 <- $0
	cbr         %arg1, .L2, .L3

.L2:
	load.32     %r5 <- 0[%arg2]
	setne.32    %r7 <- %r5, $0
	phisrc.32   %phi2 <- %r7
	br          .L3

.L3:
	phi.32      %r1 <- %phi1, %phi2
	ret.32      %r1


global:
.L4:
	<entry-point>
	setne.1     %r10 <- %arg1, $0
	load.32     %r11 <- 0[g]
	setne.1     %r12 <- %r11, $0
	and.1       %r13 <- %r10, %r12
	zext.32     %r14 <- (1) %r13
	ret.32      %r14


 * check-output-end
 */
