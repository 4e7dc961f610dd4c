void deref_long_int(long *p, int n)
{
	*p += n;
}

void deref_ulong_uint(unsigned long *p, unsigned int n)
{
	*p -= n;
}

void deref_ulong_int(unsigned long *p, int n)
{
	*p *= n;
}

void index_long_int(long *p, int n)
{
	p[1] |= n;
}

void deref_float_double(float *p, double d)
{
	*p += d;
}

struct s { long a; };

void member_long_int(struct s *p, int n)
{
	p->a += n;
}
/*
 * check-name: linear: 'x op= y' through a pointer of 64 bits with a 32-bit y
 * check-description: as sparse: computed in y's type (unless x is unsigned
 *	and y signed); a float so reached op= a double in
 *	float; a member or a variable in the usual type
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
deref_long_int:
.L0:
	<entry-point>
	load.64     %r3 <- 0[%arg1]
	trunc.32    %r4 <- (64) %r3
	add.32      %r5 <- %r4, %arg2
	sext.64     %r6 <- (32) %r5
	store.64    %r6 -> 0[%arg1]
	ret


deref_ulong_uint:
.L2:
	<entry-point>
	load.64     %r9 <- 0[%arg1]
	trunc.32    %r10 <- (64) %r9
	sub.32      %r11 <- %r10, %arg2
	zext.64     %r12 <- (32) %r11
	store.64    %r12 -> 0[%arg1]
	ret


deref_ulong_int:
.L4:
	<entry-point>
	sext.64     %r14 <- (32) %arg2
	load.64     %r16 <- 0[%arg1]
	mul.64      %r17 <- %r14, %r16
	store.64    %r17 -> 0[%arg1]
	ret


index_long_int:
.L6:
	<entry-point>
	load.64     %r20 <- 8[%arg1]
	trunc.32    %r21 <- (64) %r20
	or.32       %r22 <- %r21, %arg2
	sext.64     %r23 <- (32) %r22
	store.64    %r23 -> 8[%arg1]
	ret


deref_float_double:
.L8:
	<entry-point>
	fcvtf.32    %r25 <- (64) %arg2
	load.32     %r27 <- 0[%arg1]
	fadd.32     %r28 <- %r27, %r25
	store.32    %r28 -> 0[%arg1]
	ret


member_long_int:
.L10:
	<entry-point>
	sext.64     %r30 <- (32) %arg2
	load.64     %r32 <- 0[%arg1]
	add.64      %r33 <- %r30, %r32
	store.64    %r33 -> 0[%arg1]
	ret


 * check-output-end
 */
