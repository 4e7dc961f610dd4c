int and_reversed(int x, int y) { return y & x; }
int and_ordered(int x, int y) { return x & y; }
int eq_reversed(int x, int y) { return y == x; }
int lt_reversed(int x, int y) { return y < x; }
unsigned below_reversed(unsigned x, unsigned y) { return y < x; }
int result_and_argument(int x, int w) { int y = w * 3; return x & y; }
int constant_left(int x) { return 3 < x; }
/*
 * check-name: optim: the arguments of a commutative operation or a compare go in order of their numbers
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
and_reversed:
.L0:
	<entry-point>
	and.32      %r3 <- %arg1, %arg2
	ret.32      %r3


and_ordered:
.L2:
	<entry-point>
	and.32      %r7 <- %arg1, %arg2
	ret.32      %r7


eq_reversed:
.L4:
	<entry-point>
	seteq.32    %r11 <- %arg1, %arg2
	ret.32      %r11


lt_reversed:
.L6:
	<entry-point>
	setgt.32    %r15 <- %arg1, %arg2
	ret.32      %r15


below_reversed:
.L8:
	<entry-point>
	seta.32     %r19 <- %arg1, %arg2
	ret.32      %r19


result_and_argument:
.L10:
	<entry-point>
	mul.32      %r22 <- %arg2, $3
	and.32      %r25 <- %r22, %arg1
	ret.32      %r25


constant_left:
.L12:
	<entry-point>
	setgt.32    %r28 <- %arg1, $3
	ret.32      %r28


 * check-output-end
 */
