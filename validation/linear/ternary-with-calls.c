extern int g(void);
extern int h(void);

int f(int c)
{
	return c ? g() : h();
}
/*
 * check-name: linear: a ternary with calls on both sides stays branches and a phi-node
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L2, .L3

.L2:
	call.32     %r3 <- g
	phisrc.32   %phi1 <- %r3
	br          .L4

.L3:
	call.32     %r4 <- h
	phisrc.32   %phi2 <- %r4
	br          .L4

.L4:
	phi.32      %r5 <- %phi1, %phi2
	ret.32      %r5


 * check-output-end
 */
