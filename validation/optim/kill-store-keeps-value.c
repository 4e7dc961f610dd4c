typedef unsigned long long u64;
typedef unsigned int u32;
static inline u64 div_u64_rem(u64 dividend, u32 divisor, u32 *remainder)
{
	*remainder = dividend % divisor;
	return dividend / divisor;
}
static inline u64 div_u64(u64 dividend, u32 divisor)
{
	u32 remainder;
	return div_u64_rem(dividend, divisor, &remainder);
}
u64 f(u64 a, u32 b)
{
	return div_u64(a, b) - 1;
}
/*
 * check-name: optim: a dead store killed leaves the value it stored until the dead code goes: the zext of the remainder takes the quotient's (efi.c last_lba)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	zext.64     %r8 <- (32) %arg2
	divu.64     %r15 <- %arg1, %r8
	# call      %r16 <- div_u64_rem, %r3, %r4, %r5
	# call      %r17 <- div_u64, %r1, %r2
	add.64      %r18 <- %r15, $-1
	ret.64      %r18


 * check-output-end
 */
