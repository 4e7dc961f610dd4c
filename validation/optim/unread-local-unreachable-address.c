int f(int *);
int h(void);
int *g;

int call_arg(int x)
{
	int y = x;

	if (x)
		x++;
	h();
	return y + x;
	f(&y);
}

int stored(int x)
{
	int y = x;

	if (x)
		x++;
	return y + x;
	g = &y;
}

int through_local(int x)
{
	int y = x;

	if (x)
		x++;
	return y + x;
	int *p = &y;
	f(p);
}

int direct_store(int x)
{
	int y = x;

	if (x)
		x++;
	return y + x;
	y = 3;
}

/*
 * check-name: the address of a local used after a return keeps its store (a store of the local nothing else reads)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
call_arg:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[y]
	phisrc.32   %phi2(x) <- %arg1
	cbr         %arg1, .L1, .L2

.L1:
	add.32      %r5 <- %arg1, $1
	phisrc.32   %phi3(x) <- %r5
	br          .L2

.L2:
	phi.32      %r13(x) <- %phi2(x), %phi3(x)
	call.32     %r6 <- h
	add.32      %r9 <- %r13(x), %arg1
	ret.32      %r9


stored:
.L4:
	<entry-point>
	store.32    %arg1 -> 0[y]
	phisrc.32   %phi7(x) <- %arg1
	cbr         %arg1, .L5, .L6

.L5:
	add.32      %r18 <- %arg1, $1
	phisrc.32   %phi8(x) <- %r18
	br          .L6

.L6:
	phi.32      %r24(x) <- %phi7(x), %phi8(x)
	add.32      %r21 <- %r24(x), %arg1
	ret.32      %r21


through_local:
.L8:
	<entry-point>
	store.32    %arg1 -> 0[y]
	phisrc.32   %phi12(x) <- %arg1
	cbr         %arg1, .L9, .L10

.L9:
	add.32      %r29 <- %arg1, $1
	phisrc.32   %phi13(x) <- %r29
	br          .L10

.L10:
	phi.32      %r36(x) <- %phi12(x), %phi13(x)
	add.32      %r32 <- %r36(x), %arg1
	ret.32      %r32


direct_store:
.L12:
	<entry-point>
	phisrc.32   %phi17(x) <- %arg1
	cbr         %arg1, .L13, .L14

.L13:
	add.32      %r41 <- %arg1, $1
	phisrc.32   %phi18(x) <- %r41
	br          .L14

.L14:
	phi.32      %r46(x) <- %phi17(x), %phi18(x)
	add.32      %r44 <- %r46(x), %arg1
	ret.32      %r44


 * check-output-end
 */
