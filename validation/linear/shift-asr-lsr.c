int sar(int a, int n) { return a >> n; }
unsigned shr(unsigned a, int n) { return a >> n; }
long shl(long a, int n) { return a << n; }

/*
 * check-name: right shifts follow the signedness
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
sar:
.L0:
	<entry-point>
	asr.32      %r3 <- %arg1, %arg2
	ret.32      %r3


shr:
.L2:
	<entry-point>
	lsr.32      %r7 <- %arg1, %arg2
	ret.32      %r7


shl:
.L4:
	<entry-point>
	shl.64      %r11 <- %arg1, %arg2
	ret.64      %r11


 * check-output-end
 */
