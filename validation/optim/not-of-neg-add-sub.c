int not_neg(int x) { return ~(-x); }
long not_neg_long(long x) { return ~(-x); }
int not_add(int x) { return ~(x + 3); }
unsigned not_add_unsigned(unsigned x) { return ~(x + 3); }
int not_sub(int x) { return ~(3 - x); }
long not_sub_long(long x) { return ~(3 - x); }
int not_sub_not_constant(int x, int y) { return ~(x - y); }
int not_add_not_constant(int x, int y) { return ~(x + y); }
/*
 * check-name: optim: ~(-x) is x - 1, ~(x + $c) is $(-c-1) - x, ~($c - x) is x + $(-c-1)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
not_neg:
.L0:
	<entry-point>
	add.32      %r3 <- %arg1, $0xffffffff
	ret.32      %r3


not_neg_long:
.L2:
	<entry-point>
	add.64      %r7 <- %arg1, $-1
	ret.64      %r7


not_add:
.L4:
	<entry-point>
	sub.32      %r11 <- $0xfffffffc, %arg1
	ret.32      %r11


not_add_unsigned:
.L6:
	<entry-point>
	sub.32      %r15 <- $0xfffffffc, %arg1
	ret.32      %r15


not_sub:
.L8:
	<entry-point>
	add.32      %r19 <- %arg1, $0xfffffffc
	ret.32      %r19


not_sub_long:
.L10:
	<entry-point>
	add.64      %r23 <- %arg1, $-4
	ret.64      %r23


not_sub_not_constant:
.L12:
	<entry-point>
	sub.32      %r27 <- %arg1, %arg2
	not.32      %r28 <- %r27
	ret.32      %r28


not_add_not_constant:
.L14:
	<entry-point>
	add.32      %r32 <- %arg1, %arg2
	not.32      %r33 <- %r32
	ret.32      %r33


 * check-output-end
 */
