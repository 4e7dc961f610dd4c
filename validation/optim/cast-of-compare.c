int zext(int a, int b) { _Bool x = a > b; return x; }
long sext(int a, int b) { return a > b; }
char trunc(int a, int b) { return a > b; }
long still_read(int a, int b, int *p) { int x = a > b; *p = x; return x; }
/*
 * check-name: optim: a compare's result widened or narrowed is the compare made that wide
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
zext:
.L0:
	<entry-point>
	setgt.32    %r6 <- %arg1, %arg2
	ret.32      %r6


sext:
.L2:
	<entry-point>
	setgt.64    %r11 <- %arg1, %arg2
	ret.64      %r11


trunc:
.L4:
	<entry-point>
	setgt.8     %r16 <- %arg1, %arg2
	ret.8       %r16


still_read:
.L6:
	<entry-point>
	setgt.32    %r20 <- %arg1, %arg2
	store.32    %r20 -> 0[%arg3]
	setgt.64    %r24 <- %arg1, %arg2
	ret.64      %r24


 * check-output-end
 */
