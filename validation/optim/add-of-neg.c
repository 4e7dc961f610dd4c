int neg_left(int x, int y) { return (-x) + y; }
int neg_right(int x, int y) { return x + (-y); }
int neg_constant(int x) { return -x + 7; }
long neg_left_long(long x, long y) { return -x + y; }
unsigned neg_right_unsigned(unsigned x, unsigned y) { return x + -y; }
int neg_then_sub(int x, int y) { return -x - y; }
/*
 * check-name: optim: (-x) + y is y - x, x + (-y) is x - y
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
neg_left:
.L0:
	<entry-point>
	sub.32      %r4 <- %arg2, %arg1
	ret.32      %r4


neg_right:
.L2:
	<entry-point>
	sub.32      %r9 <- %arg1, %arg2
	ret.32      %r9


neg_constant:
.L4:
	<entry-point>
	sub.32      %r13 <- $7, %arg1
	ret.32      %r13


neg_left_long:
.L6:
	<entry-point>
	sub.64      %r18 <- %arg2, %arg1
	ret.64      %r18


neg_right_unsigned:
.L8:
	<entry-point>
	sub.32      %r23 <- %arg1, %arg2
	ret.32      %r23


neg_then_sub:
.L10:
	<entry-point>
	neg.32      %r26 <- %arg1
	sub.32      %r28 <- %r26, %arg2
	ret.32      %r28


 * check-output-end
 */
