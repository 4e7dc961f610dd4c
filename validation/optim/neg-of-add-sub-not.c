int neg_not(int x) { return -(~x); }
long neg_not_long(long x) { return -(~x); }
int neg_add(int x) { return -(x + 3); }
unsigned char neg_add_char(unsigned char x) { unsigned char y = x + 3; return -y; }
long neg_add_long(long x) { return -(x + 3); }
int neg_sub(int x, int y) { return -(x - y); }
int neg_sub_constant(int x) { return -(5 - x); }
int neg_add_not_constant(int x, int y) { return -(x + y); }
/*
 * check-name: optim: -(~x) is x + 1, -(x + $c) is $-c - x, -(x - y) is y - x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
neg_not:
.L0:
	<entry-point>
	add.32      %r3 <- %arg1, $1
	ret.32      %r3


neg_not_long:
.L2:
	<entry-point>
	add.64      %r7 <- %arg1, $1
	ret.64      %r7


neg_add:
.L4:
	<entry-point>
	sub.32      %r11 <- $0xfffffffd, %arg1
	ret.32      %r11


neg_add_char:
.L6:
	<entry-point>
	zext.32     %r14 <- (8) %arg1
	add.32      %r15 <- %r14, $3
	and.32      %r18 <- %r15, $255
	neg.32      %r19 <- %r18
	trunc.8     %r20 <- (32) %r19
	ret.8       %r20


neg_add_long:
.L8:
	<entry-point>
	sub.64      %r24 <- $-3, %arg1
	ret.64      %r24


neg_sub:
.L10:
	<entry-point>
	sub.32      %r29 <- %arg2, %arg1
	ret.32      %r29


neg_sub_constant:
.L12:
	<entry-point>
	add.32      %r33 <- %arg1, $0xfffffffb
	ret.32      %r33


neg_add_not_constant:
.L14:
	<entry-point>
	add.32      %r37 <- %arg1, %arg2
	neg.32      %r38 <- %r37
	ret.32      %r38


 * check-output-end
 */
