typedef int __attribute__((bitwise)) state_t;
typedef short __attribute__((bitwise)) be16_t;

extern const char *names[];

const char *name_of(state_t s)
{
	return names[s];
}

long widened(state_t s)
{
	return (long)s;
}

double as_double(state_t s)
{
	return (double)s;
}

int fouled(be16_t v)
{
	return (int)~v;
}

long through_short(be16_t v)
{
	return (long)(short)v;
}
/*
 * check-name: a conversion from a restricted type extends it as unsigned
 * check-command: test-linearize -Wno-decl $file
 *
 * check-error-start
linear/cast-from-restricted-unsigned.c:8:22: warning: restricted state_t degrades to integer
linear/cast-from-restricted-unsigned.c:13:17: warning: cast from restricted state_t
linear/cast-from-restricted-unsigned.c:18:17: warning: cast from restricted state_t
linear/cast-from-restricted-unsigned.c:23:17: warning: cast from restricted be16_t
linear/cast-from-restricted-unsigned.c:28:23: warning: cast from restricted be16_t
 * check-error-end
 *
 * check-output-start
name_of:
.L0:
	<entry-point>
	zext.64     %r3 <- (32) %arg1
	mul.64      %r4 <- %r3, $8
	add.64      %r5 <- %r4, names
	load.64     %r6 <- 0[%r5]
	ret.64      %r6


widened:
.L2:
	<entry-point>
	zext.64     %r9 <- (32) %arg1
	ret.64      %r9


as_double:
.L4:
	<entry-point>
	ucvtf.64    %r12 <- (32) %arg1
	ret.64      %r12


fouled:
.L6:
	<entry-point>
	zext.32     %r15 <- (16) %arg1
	not.32      %r16 <- %r15
	ret.32      %r16


through_short:
.L8:
	<entry-point>
	sext.64     %r19 <- (16) %arg1
	ret.64      %r19


 * check-output-end
 */
