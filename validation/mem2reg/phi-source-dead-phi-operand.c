int g(void);

/*
 * c's phi-node at the end is never read, yet sparse keeps the add that
 * would be its operand, and the add keeps e's phi-node in use
 */
void dead_phi_operand(int s, int c, int e)
{
	if (e < s)
		e = s;
	c = e + 1;
	if (s)
		c = 1;
}

int probe(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: mem2reg: a killed store's value stays when a phi-node nothing reads would take it
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
dead_phi_operand:
.L0:
	<entry-point>
	ret


probe:
.L5:
	<entry-point>
	cbr         %arg1, .L7, .L8

.L7:
	call.32     %r13 <- g
	phisrc.32   %phi3 <- %r13
	br          .L9

.L8:
	phisrc.32   %phi4 <- $0
	br          .L9

.L9:
	phi.32      %r14 <- %phi3, %phi4
	ret.32      %r14


 * check-output-end
 */
