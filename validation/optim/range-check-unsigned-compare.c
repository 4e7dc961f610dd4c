int low_first(int x)
{
	return x >= 0 && x <= 127;
}

int high_first(long x)
{
	return x <= 5 && x >= 0;
}

int bitwise_and(int x)
{
	return (x >= 0) & (x < 128);
}

int not_from_zero(int x)
{
	return x > 0 && x <= 127;
}
/*
 * check-name: optim: a two-sided range check from 0 is one unsigned compare
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
low_first:
.L0:
	<entry-point>
	setbe.32    %r8 <- %arg1, $127
	ret.32      %r8


high_first:
.L2:
	<entry-point>
	setbe.32    %r17 <- %arg1, $5
	ret.32      %r17


bitwise_and:
.L4:
	<entry-point>
	setbe.32    %r23 <- %arg1, $127
	ret.32      %r23


not_from_zero:
.L6:
	<entry-point>
	setgt.1     %r27 <- %arg1, $0
	setle.1     %r30 <- %arg1, $127
	and.1       %r31 <- %r27, %r30
	zext.32     %r32 <- (1) %r31
	ret.32      %r32


 * check-output-end
 */
