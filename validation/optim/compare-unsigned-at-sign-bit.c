int above_max(unsigned int a)
{
	return a > 0x7fffffff;
}

int from_sign_bit(unsigned long a, unsigned long b)
{
	return a - b >= 0x8000000000000000UL;
}

int up_to_max(unsigned short a)
{
	return a <= 0x7fff;
}

int below_sign_bit(unsigned char a)
{
	return a < 0x80;
}
/*
 * check-name: optim: an unsigned compare at the sign bit is a sign test
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
above_max:
.L0:
	<entry-point>
	setlt.32    %r2 <- %arg1, $0
	ret.32      %r2


from_sign_bit:
.L2:
	<entry-point>
	sub.64      %r6 <- %arg1, %arg2
	setlt.32    %r7 <- %r6, $0
	ret.32      %r7


up_to_max:
.L4:
	<entry-point>
	setge.32    %r11 <- %arg1, $0
	ret.32      %r11


below_sign_bit:
.L6:
	<entry-point>
	setge.32    %r15 <- %arg1, $0
	ret.32      %r15


 * check-output-end
 */
