int g(void);

/* 'cbr c, .L2, .L2' becomes 'br .L2': the phi source of the first edge goes */
int empty_if(int a, int c)
{
	int r = 0;
	if (a) {
		r = g();
		if (c) {
		}
	}
	return r;
}
int probe(int c, int a, int b)
{
	return c ? a : b;
}
/*
 * check-name: optim: a cbr whose arms go to one block loses the phi sources of its first edge
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
empty_if:
.L0:
	<entry-point>
	phisrc.32   %phi2(r) <- $0
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r3 <- g
	phisrc.32   %phi4(r) <- %r3
	br          .L2

.L2:
	phi.32      %r8(r) <- %phi2(r), %phi4(r)
	ret.32      %r8(r)


probe:
.L6:
	<entry-point>
	select.32   %r12 <- %arg1, %arg2, %arg3
	ret.32      %r12


 * check-output-end
 */
