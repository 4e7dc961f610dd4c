int sdiv(int a, int b) { return a / b; }
unsigned udiv(unsigned a, unsigned b) { return a / b; }
int smod(int a, int b) { return a % b; }
unsigned umod(unsigned a, unsigned b) { return a % b; }

/*
 * check-name: signed and unsigned division
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
sdiv:
.L0:
	<entry-point>
	divs.32     %r3 <- %arg1, %arg2
	ret.32      %r3


udiv:
.L2:
	<entry-point>
	divu.32     %r7 <- %arg1, %arg2
	ret.32      %r7


smod:
.L4:
	<entry-point>
	mods.32     %r11 <- %arg1, %arg2
	ret.32      %r11


umod:
.L6:
	<entry-point>
	modu.32     %r15 <- %arg1, %arg2
	ret.32      %r15


 * check-output-end
 */
