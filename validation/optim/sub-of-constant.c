int zero_sub(int x) { return 0 - x; }
long zero_sub_long(long x) { return 0 - x; }
int sub_neg(int x, int y) { return x - (-y); }
int constant_sub_neg(int x) { return 7 - (-x); }
int constant_sub_sub(int x) { return 5 - (3 - x); }
int same_constant_sub_sub(int x) { return 5 - (5 - x); }
int constant_sub_add(int x) { return 5 - (x + 3); }
int sub_constant_add(int x) { return (3 - x) + 5; }
int sub_constant_sub(int x) { return (3 - x) - 5; }
int zero_sub_not(int x) { return 0 - ~x; }
/*
 * check-name: optim: $0 - x is -x, x - (-y) is x + y, $a - ($b - x) is x + $(a-b), $a - (x + $b) is $(a-b) - x, ($a - x) + $b is $(a+b) - x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
zero_sub:
.L0:
	<entry-point>
	neg.32      %r2 <- %arg1
	ret.32      %r2


zero_sub_long:
.L2:
	<entry-point>
	neg.64      %r5 <- %arg1
	ret.64      %r5


sub_neg:
.L4:
	<entry-point>
	add.32      %r10 <- %arg1, %arg2
	ret.32      %r10


constant_sub_neg:
.L6:
	<entry-point>
	add.32      %r14 <- %arg1, $7
	ret.32      %r14


constant_sub_sub:
.L8:
	<entry-point>
	add.32      %r18 <- %arg1, $2
	ret.32      %r18


same_constant_sub_sub:
.L10:
	<entry-point>
	ret.32      %arg1


constant_sub_add:
.L12:
	<entry-point>
	sub.32      %r26 <- $2, %arg1
	ret.32      %r26


sub_constant_add:
.L14:
	<entry-point>
	sub.32      %r30 <- $8, %arg1
	ret.32      %r30


sub_constant_sub:
.L16:
	<entry-point>
	sub.32      %r34 <- $0xfffffffe, %arg1
	ret.32      %r34


zero_sub_not:
.L18:
	<entry-point>
	add.32      %r38 <- %arg1, $1
	ret.32      %r38


 * check-output-end
 */
