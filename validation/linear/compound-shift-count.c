void long_by_int(long *p, int n)
{
	*p >>= n;
}

void long_by_schar(long *p, signed char n)
{
	*p >>= n;
}

void int_by_long(int *p, long n)
{
	*p <<= n;
}

void llong_by_long(long long *p, long n)
{
	*p <<= n;
}

void long_by_constant(long *p)
{
	*p <<= 3;
}
/*
 * check-name: linear: the count of 'x <<= n' converted to x's promoted type as an unsigned int
 * check-description: as sparse: an int count of a long zero-extended, a
 *	long count of an int truncated, a count of the same
 *	width as it is
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
long_by_int:
.L0:
	<entry-point>
	zext.64     %r2 <- (32) %arg2
	load.64     %r4 <- 0[%arg1]
	asr.64      %r5 <- %r4, %r2
	store.64    %r5 -> 0[%arg1]
	ret


long_by_schar:
.L2:
	<entry-point>
	sext.32     %r7 <- (8) %arg2
	zext.64     %r8 <- (32) %r7
	load.64     %r10 <- 0[%arg1]
	asr.64      %r11 <- %r10, %r8
	store.64    %r11 -> 0[%arg1]
	ret


int_by_long:
.L4:
	<entry-point>
	trunc.32    %r13 <- (64) %arg2
	load.32     %r15 <- 0[%arg1]
	shl.32      %r16 <- %r15, %r13
	store.32    %r16 -> 0[%arg1]
	ret


llong_by_long:
.L6:
	<entry-point>
	load.64     %r19 <- 0[%arg1]
	shl.64      %r20 <- %r19, %arg2
	store.64    %r20 -> 0[%arg1]
	ret


long_by_constant:
.L8:
	<entry-point>
	load.64     %r22 <- 0[%arg1]
	shl.64      %r23 <- %r22, $3
	store.64    %r23 -> 0[%arg1]
	ret


 * check-output-end
 */
