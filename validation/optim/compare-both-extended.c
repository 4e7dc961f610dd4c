int zext_ge(unsigned short a, unsigned short b)
{
	return a >= b;
}

int sext_ge(short a, short b)
{
	return a >= b;
}

int zext_eq(unsigned short a, unsigned short b)
{
	return a == b;
}

int sext_unsigned(short a, short b)
{
	return (unsigned)a > (unsigned)b;
}

int sizes_differ(unsigned short a, unsigned char b)
{
	return a < b;
}

int kinds_differ(short a, unsigned short b)
{
	return a == b;
}
/*
 * check-name: optim: a compare of two zexts (made unsigned) or two sexts from one size is done on the narrow values
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
zext_ge:
.L0:
	<entry-point>
	setae.32    %r5 <- %arg1, %arg2
	ret.32      %r5


sext_ge:
.L2:
	<entry-point>
	setge.32    %r11 <- %arg1, %arg2
	ret.32      %r11


zext_eq:
.L4:
	<entry-point>
	seteq.32    %r17 <- %arg1, %arg2
	ret.32      %r17


sext_unsigned:
.L6:
	<entry-point>
	seta.32     %r23 <- %arg1, %arg2
	ret.32      %r23


sizes_differ:
.L8:
	<entry-point>
	zext.32     %r26 <- (16) %arg1
	zext.32     %r28 <- (8) %arg2
	setlt.32    %r29 <- %r26, %r28
	ret.32      %r29


kinds_differ:
.L10:
	<entry-point>
	sext.32     %r32 <- (16) %arg1
	zext.32     %r34 <- (16) %arg2
	seteq.32    %r35 <- %r32, %r34
	ret.32      %r35


 * check-output-end
 */
