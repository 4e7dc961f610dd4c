int lt(int a, int b) { return a < b; }
int ltu(unsigned a, unsigned b) { return a < b; }
int ge(int a, int b) { return a >= b; }
int geu(unsigned a, unsigned b) { return a >= b; }
int lep(char *a, char *b) { return a <= b; }

/*
 * check-name: relational compares follow the signedness
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
lt:
.L0:
	<entry-point>
	setlt.32    %r3 <- %arg1, %arg2
	ret.32      %r3


ltu:
.L2:
	<entry-point>
	setb.32     %r7 <- %arg1, %arg2
	ret.32      %r7


ge:
.L4:
	<entry-point>
	setge.32    %r11 <- %arg1, %arg2
	ret.32      %r11


geu:
.L6:
	<entry-point>
	setae.32    %r15 <- %arg1, %arg2
	ret.32      %r15


lep:
.L8:
	<entry-point>
	setbe.32    %r19 <- %arg1, %arg2
	ret.32      %r19


 * check-output-end
 */
