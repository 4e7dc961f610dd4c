long f1(void)
{
	long flags;
	__asm__("x" : "=rm" (flags));
	return flags;
}

long f2(void)
{
	long flags;
	__asm__("x" : "=mr" (flags));
	return flags;
}

long f3(void)
{
	long flags;
	__asm__("x" : "=m" (flags));
	return flags;
}

long f4(void)
{
	long flags = 0;
	__asm__("x" : "+rm" (flags));
	return flags;
}

long f5(void)
{
	long flags;
	__asm__("x" : "=g" (flags));
	return flags;
}

long f6(void)
{
	long flags;
	__asm__("x" : "=o" (flags));
	return flags;
}

long f7(long x)
{
	__asm__("x" :: "rm" (x));
	return x;
}

long f8(long x)
{
	__asm__("x" :: "m" (x));
	return x;
}

long f9(void)
{
	long flags;
	__asm__("x" : "=qm" (flags));
	return flags;
}

/*
 * check-name: linear: an asm operand whose constraint allows a register ('r', 'g') is a register one, even with 'm'; 'm', 'o' alone (or with 'q') is memory
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f1:
.L0:
	<entry-point>
	asm         "x"
		out: "=rm" (%r1)
	ret.64      %r1


f2:
.L2:
	<entry-point>
	asm         "x"
		out: "=mr" (%r4)
	ret.64      %r4


f3:
.L4:
	<entry-point>
	asm         "x"
		out: "=m" (flags)
	load.64     %r8 <- 0[flags]
	ret.64      %r8


f4:
.L6:
	<entry-point>
	asm         "x"
		out: "+rm" (%r10)
	ret.64      %r10


f5:
.L8:
	<entry-point>
	asm         "x"
		out: "=g" (%r13)
	ret.64      %r13


f6:
.L10:
	<entry-point>
	asm         "x"
		out: "=o" (flags)
	load.64     %r17 <- 0[flags]
	ret.64      %r17


f7:
.L12:
	<entry-point>
	asm         "x"
		in: "rm" (%arg1)
	ret.64      %arg1


f8:
.L14:
	<entry-point>
	asm         "x"
		in: "m" (x)
	ret.64      %arg1


f9:
.L16:
	<entry-point>
	asm         "x"
		out: "=qm" (flags)
	load.64     %r26 <- 0[flags]
	ret.64      %r26


 * check-output-end
 */
