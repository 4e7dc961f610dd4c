long b(long);
static inline long op(long x)
{
	if (x > 3)
		return x & 255;
	return 0;
}

long elvis(long x)
{
	return op(x) ?: b(x);
}

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: linear: 'a ?: b' allocates its blocks first, before those of a (an inlined call)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
elvis:
.L0:
	<entry-point>
	setgt.32    %r3 <- %arg1, $3
	cbr         %r3, .L4, .L2

.L4:
	and.64      %r5 <- %arg1, $255
	# call      %r6 <- op, %r1
	phisrc.64   %phi3 <- %r5
	cbr         %r5, .L3, .L2

.L2:
	call.64     %r8 <- b, %arg1
	phisrc.64   %phi4 <- %r8
	br          .L3

.L3:
	phi.64      %r9 <- %phi3, %phi4
	ret.64      %r9


g:
.L7:
	<entry-point>
	select.32   %r14 <- %arg1, %arg2, %arg3
	ret.32      %r14


 * check-output-end
 */
