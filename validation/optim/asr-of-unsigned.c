int of_zext(unsigned short x)
{
	return ((int)x >> 13) & 7;
}

long of_zext_long(unsigned x)
{
	return (long)x >> 3;
}

int of_lsr(int x)
{
	return (int)((unsigned)x >> 1) >> 3;
}

int by_variable(unsigned short x, int n)
{
	return (int)x >> n;
}

int of_and(int x)
{
	return (x & 0x7fffffff) >> 3;
}

int of_shl(unsigned char x)
{
	return (x << 2) >> 3;
}
/*
 * check-name: optim: an asr by a constant of a zext or of an lsr is an lsr (not by a variable, nor of an and or a shl)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
of_zext:
.L0:
	<entry-point>
	zext.32     %r2 <- (16) %arg1
	lsr.32      %r3 <- %r2, $13
	and.32      %r4 <- %r3, $7
	ret.32      %r4


of_zext_long:
.L2:
	<entry-point>
	zext.64     %r7 <- (32) %arg1
	lsr.64      %r8 <- %r7, $3
	ret.64      %r8


of_lsr:
.L4:
	<entry-point>
	lsr.32      %r12 <- %arg1, $4
	ret.32      %r12


by_variable:
.L6:
	<entry-point>
	zext.32     %r15 <- (16) %arg1
	asr.32      %r17 <- %r15, %arg2
	ret.32      %r17


of_and:
.L8:
	<entry-point>
	and.32      %r20 <- %arg1, $0x7fffffff
	asr.32      %r21 <- %r20, $3
	ret.32      %r21


of_shl:
.L10:
	<entry-point>
	zext.32     %r24 <- (8) %arg1
	shl.32      %r25 <- %r24, $2
	asr.32      %r26 <- %r25, $3
	ret.32      %r26


 * check-output-end
 */
