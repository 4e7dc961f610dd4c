unsigned f1(unsigned n)
{
	unsigned z = 0;

	return z >> n;
}

int f2(int n)
{
	int z = 0;

	return z >> n;
}

int f3(int n)
{
	int z = 0;

	return z << n;
}

int f4(int n)
{
	int z = -1;

	return z >> n;
}

int f5(int n)
{
	int z = 0;

	return z / n;
}

int f6(int n)
{
	int z = 0;

	return z * n;
}


int out_of_range(int x)
{
	return (x & 0) << 40;
}
/*
 * check-name: optim: a shift of 0 (lsr, asr, shl) is 0, by any count but a constant out of range; a division of 0 stays
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f1:
.L0:
	<entry-point>
	ret.32      $0


f2:
.L2:
	<entry-point>
	ret.32      $0


f3:
.L4:
	<entry-point>
	ret.32      $0


f4:
.L6:
	<entry-point>
	asr.32      %r11 <- $0xffffffff, %arg1
	ret.32      %r11


f5:
.L8:
	<entry-point>
	divs.32     %r14 <- $0, %arg1
	ret.32      %r14


f6:
.L10:
	<entry-point>
	ret.32      $0


out_of_range:
.L12:
	<entry-point>
	shl.32      %r21 <- $0, $40
	ret.32      %r21


 * check-output-end
 *
 * check-error-start
optim/shift-of-zero.c:46:27: warning: shift too big (40) for type int
 * check-error-end
 */
