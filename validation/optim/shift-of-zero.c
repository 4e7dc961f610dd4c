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

/*
 * check-name: optim: a shift of 0 (lsr, asr, shl) is 0, by any count; a division of 0 stays
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


 * check-output-end
 */
