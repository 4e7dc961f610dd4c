/* the paths into a load's block leave different values there: a phi */
int f(int *p, int c)
{
	int x = 0;

	if (c)
		x = *p;
	else
		*p = 2;
	return *p + x;
}

/* found further up, in the blocks that hold them */
int g(int *p, int c, int d)
{
	int y = 0;

	if (c)
		y = *p;
	else
		*p = 2;
	if (d)
		y++;
	return *p + y;
}

/* one value on every path: that value */
int h(int *p, int c)
{
	int x = *p, y = 0;

	if (c)
		y = 1;
	return *p + x + y;
}
/*
 * check-name: a load the paths into its block leave values in is their value, or a phi-node of them (numbered as sparse's)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg2, .L1, .L2

.L1:
	load.32     %r4 <- 0[%arg1]
	phisrc.32   %phi2(x) <- %r4
	phisrc.32   %phi4 <- %r4
	br          .L3

.L2:
	store.32    $2 -> 0[%arg1]
	phisrc.32   %phi3(x) <- $0
	phisrc.32   %phi5 <- $2
	br          .L3

.L3:
	phi.32      %r11(x) <- %phi2(x), %phi3(x)
	phi.32      %r7 <- %phi4, %phi5
	add.32      %r9 <- %r7, %r11(x)
	ret.32      %r9


g:
.L5:
	<entry-point>
	cbr         %arg2, .L6, .L7

.L6:
	load.32     %r15 <- 0[%arg1]
	phisrc.32   %phi7(y) <- %r15
	phisrc.32   %phi11 <- %r15
	br          .L8

.L7:
	store.32    $2 -> 0[%arg1]
	phisrc.32   %phi8(y) <- $0
	phisrc.32   %phi12 <- $2
	br          .L8

.L8:
	phi.32      %r27(y) <- %phi7(y), %phi8(y)
	phisrc.32   %phi9(y) <- %r27(y)
	cbr         %arg3, .L9, .L10

.L9:
	add.32      %r20 <- %r27(y), $1
	phisrc.32   %phi10(y) <- %r20
	br          .L10

.L10:
	phi.32      %r26(y) <- %phi9(y), %phi10(y)
	phi.32      %r22 <- %phi11, %phi12
	add.32      %r24 <- %r22, %r26(y)
	ret.32      %r24


h:
.L12:
	<entry-point>
	load.32     %r29 <- 0[%arg1]
	setne.32    %r39(y) <- %arg2, $0
	add.32      %r35 <- %r29, %r29
	add.32      %r37 <- %r35, %r39(y)
	ret.32      %r37


 * check-output-end
 */
