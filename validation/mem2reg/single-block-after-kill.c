extern void h(int);

/* b's dead store takes t's second load: t, left in one block, is promoted */
int f(int a, int b)
{
	if (b) {
		int t = a + 1;
		h(t);
		if (a)
			h(0);
		b = t ? 2 : 3;
	}
	return a;
}
int probe(int c, int a, int b)
{
	return c ? a : b;
}
/*
 * check-name: mem2reg: a variable another's dead store leaves in one block is promoted
 * check-command: test-linearize -Wno-decl -fdump-ir=mem2reg $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg2, $0
	cbr         %r2, .L1, .L2

.L1:
	add.32      %r4 <- %arg1, $1
	call        h, %r4
	setne.1     %r7 <- %arg1, $0
	cbr         %r7, .L3, .L4

.L3:
	call        h, $0
	br          .L4

.L4:
	br          .L2

.L2:
	phi.32      %r12(b)
	ret.32      %arg1


probe:
.L6:
	<entry-point>
	select.32   %r16 <- %arg1, %arg2, %arg3
	ret.32      %r16


 * check-output-end
 */
