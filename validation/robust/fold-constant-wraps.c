// SPDX-License-Identifier: MIT
/*
 * Constants folded by (x op $a) op $b and 'sub x, $c' wrap as the
 * target's arithmetic does: no signed overflow in the checker itself
 * (UBSan's "signed integer overflow" and "negation of
 * -9223372036854775808" on lib/xxhash.c and lib/percpu-refcount.c).
 */
long add_wraps(long x)
{
	return (x + 0x7fffffffffffffffL) + 0x7fffffffffffffffL;
}

long mul_wraps(long x)
{
	return (x * 0x4000000000000001L) * 0x4000000000000001L;
}

long sub_min(long x)
{
	return x - (-0x7fffffffffffffffL - 1);
}

/*
 * check-name: folded constants wrap without overflow
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
add_wraps:
.L0:
	<entry-point>
	add.64      %r3 <- %arg1, $-2
	ret.64      %r3


mul_wraps:
.L2:
	<entry-point>
	mul.64      %r7 <- %arg1, $0x8000000000000001
	ret.64      %r7


sub_min:
.L4:
	<entry-point>
	add.64      %r10 <- %arg1, $0x8000000000000000
	ret.64      %r10


 * check-output-end
 */
