int single_bit_eq(unsigned x)
{
	return (x & 0x2000000) == 0x2000000;
}

int single_bit_ne(unsigned x)
{
	return (x & 0x2000000) != 0x2000000;
}

int two_bits_eq(unsigned x)
{
	return (x & 6) == 6;
}

int and_eq_outside(unsigned x)
{
	return (x & 6) == 1;
}

int and_ne_outside(unsigned x)
{
	return (x & 6) != 9;
}

int or_eq_missing(unsigned x)
{
	return (x | 6) == 1;
}

int or_ne_missing(unsigned x)
{
	return (x | 6) != 2;
}

int and_below(unsigned x)
{
	return (x & 6) < 7;
}

int and_above(unsigned x)
{
	return (x & 6) > 6;
}
/*
 * check-name: optim: compares of x & M and x | M with a constant decided by the bits M sets or clears; x & M == M for one bit M is x & M != 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
single_bit_eq:
.L0:
	<entry-point>
	and.32      %r2 <- %arg1, $0x2000000
	setne.32    %r3 <- %r2, $0
	ret.32      %r3


single_bit_ne:
.L2:
	<entry-point>
	and.32      %r6 <- %arg1, $0x2000000
	seteq.32    %r7 <- %r6, $0
	ret.32      %r7


two_bits_eq:
.L4:
	<entry-point>
	and.32      %r10 <- %arg1, $6
	seteq.32    %r11 <- %r10, $6
	ret.32      %r11


and_eq_outside:
.L6:
	<entry-point>
	ret.32      $0


and_ne_outside:
.L8:
	<entry-point>
	ret.32      $1


or_eq_missing:
.L10:
	<entry-point>
	ret.32      $0


or_ne_missing:
.L12:
	<entry-point>
	ret.32      $1


and_below:
.L14:
	<entry-point>
	ret.32      $1


and_above:
.L16:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
