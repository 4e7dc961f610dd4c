static inline int twice(int x)
{
	int y = x;

	if (x < 0)
		goto out;
	y = x + x;
out:
	return y;
}

int (*take)(int) = twice;

int f(int n)
{
	int s = 1;

	while (n--) {
		if (n == 3)
			break;
		s = twice(s);
	}
	return s;
}

int g(int n)
{
	int s = 2;

	if (n)
		goto done;
	s = twice(n);
done:
	return s;
}

/*
 * check-name: a function's IR is released before the next is built (labels, loop exits, initialized locals, uninline)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi3(n) <- %arg1
	phisrc.32   %phi5(s) <- $1
	br          .L4

.L4:
	phi.32      %r17(n) <- %phi3(n), %phi4(n)
	phi.32      %r18(s) <- %phi5(s), %phi6(s)
	add.32      %r2 <- %r17(n), $0xffffffff
	cbr         %r17(n), .L1, .L3

.L1:
	seteq.32    %r5 <- %r2, $3
	cbr         %r5, .L3, .L6

.L6:
	setlt.32    %r9 <- %r18(s), $0
	phisrc.32   %phi8(y) <- %r18(s)
	cbr         %r9, .L9, .L8

.L8:
	add.32      %r12 <- %r18(s), %r18(s)
	phisrc.32   %phi7(y) <- %r12
	br          .L9

.L9:
	phi.32      %r20(y) <- %phi7(y), %phi8(y)
	# call      %r14 <- twice, %r6
	phisrc.32   %phi4(n) <- %r2
	phisrc.32   %phi6(s) <- %r20(y)
	br          .L4

.L3:
	ret.32      %r18(s)


g:
.L12:
	<entry-point>
	phisrc.32   %phi14(s) <- $2
	cbr         %arg1, .L15, .L14

.L14:
	setlt.32    %r27 <- %arg1, $0
	phisrc.32   %phi12(y) <- %arg1
	cbr         %r27, .L18, .L17

.L17:
	add.32      %r30 <- %arg1, %arg1
	phisrc.32   %phi11(y) <- %r30
	br          .L18

.L18:
	phi.32      %r37(y) <- %phi11(y), %phi12(y)
	# call      %r32 <- twice, %r24
	phisrc.32   %phi13(s) <- %r37(y)
	br          .L15

.L15:
	phi.32      %r35(s) <- %phi13(s), %phi14(s)
	ret.32      %r35(s)


twice:
.L21:
	<entry-point>
	setlt.32    %r41 <- %arg1, $0
	phisrc.32   %phi17(y) <- %arg1
	cbr         %r41, .L24, .L23

.L23:
	add.32      %r44 <- %arg1, %arg1
	phisrc.32   %phi16(y) <- %r44
	br          .L24

.L24:
	phi.32      %r47(y) <- %phi16(y), %phi17(y)
	ret.32      %r47(y)


 * check-output-end
 */
