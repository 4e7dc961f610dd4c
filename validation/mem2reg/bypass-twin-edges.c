int g(void);

/* the empty arms bypassed, .L1 is a parent of .L2 twice: two sources */
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
/* a switch's cases: a source for each */
int empty_switch(int a, int c)
{
	int r = 0;
	if (a) {
		r = g();
		switch (c) {
		case 1:
		case 2:
			break;
		default:
			break;
		}
	}
	return r;
}
int probe(int c, int a, int b)
{
	return c ? a : b;
}
/*
 * check-name: mem2reg: a block bypassed makes its parent a parent of its child once for each of its edges, and a phi-node gets a source for each
 * check-command: test-linearize -Wno-decl -fno-optim $file
 * check-output-start
empty_if:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	phisrc.32   %phi2(r) <- $0
	cbr         %r2, .L1, .L2

.L1:
	call.32     %r3 <- g
	setne.1     %r5 <- %arg2, $0
	phisrc.32   %phi3(r) <- %r3
	phisrc.32   %phi4(r) <- %r3
	cbr         %r5, .L2, .L2

.L2:
	phi.32      %r8(r) <- %phi2(r), %phi3(r), %phi4(r)
	ret.32      %r8(r)


empty_switch:
.L6:
	<entry-point>
	setne.1     %r10 <- %arg1, $0
	phisrc.32   %phi6(r) <- $0
	cbr         %r10, .L7, .L8

.L7:
	call.32     %r11 <- g
	phisrc.32   %phi7(r) <- %r11
	phisrc.32   %phi8(r) <- %r11
	phisrc.32   %phi9(r) <- %r11
	switch.32   %arg2, 1 -> .L8, 2 -> .L8, default -> .L8

.L8:
	phi.32      %r15(r) <- %phi6(r), %phi7(r), %phi8(r), %phi9(r)
	ret.32      %r15(r)


probe:
.L14:
	<entry-point>
	select.32   %r19 <- %arg1, %arg2, %arg3
	ret.32      %r19


 * check-output-end
 */
