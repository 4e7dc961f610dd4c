unsigned long neg_plus_zero(unsigned long x) { return (0 - x) + 0; }
unsigned long sub_plus_zero(unsigned long x) { return ((5 - x) + 1) + 0; }
unsigned long genmask(unsigned long *p, unsigned long l)
{
	return *p & (0 + ((~0UL - (1UL << l) + 1) & (~0UL >> 0)));
}
int sign_bit_widened(int y)
{
	int x = y & 0x80000000;
	long t = (long)x & 0xffffffff;
	return (int)t;
}
int after(int a) { return a; }
/*
 * check-name: optim: 'x + 0' and 'x & -1' are x before the other rules
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
neg_plus_zero:
.L0:
	<entry-point>
	neg.64      %r2 <- %arg1
	ret.64      %r2


sub_plus_zero:
.L2:
	<entry-point>
	sub.64      %r7 <- $6, %arg1
	ret.64      %r7


genmask:
.L4:
	<entry-point>
	load.64     %r11 <- 0[%arg1]
	shl.64      %r13 <- $1, %arg2
	neg.64      %r15 <- %r13
	and.64      %r18 <- %r11, %r15
	ret.64      %r18


sign_bit_widened:
.L6:
	<entry-point>
	and.32      %r21 <- %arg1, $0x80000000
	ret.32      %r21


after:
.L8:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
