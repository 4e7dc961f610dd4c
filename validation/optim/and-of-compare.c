int odd(int a, int b) { return (a < b) & 3; }
int one(int a, int b) { return (a < b) & 1; }
int even(int a, int b) { return (a < b) & 2; }
int other(int a, int b) { return (a < b) | 2; }
/*
 * check-name: optim: a compare's result and an odd mask is the compare, and an even one 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
odd:
.L0:
	<entry-point>
	setlt.32    %r3 <- %arg1, %arg2
	ret.32      %r3


one:
.L2:
	<entry-point>
	setlt.32    %r8 <- %arg1, %arg2
	ret.32      %r8


even:
.L4:
	<entry-point>
	ret.32      $0


other:
.L6:
	<entry-point>
	setlt.32    %r18 <- %arg1, %arg2
	or.32       %r19 <- %r18, $2
	ret.32      %r19


 * check-output-end
 */
