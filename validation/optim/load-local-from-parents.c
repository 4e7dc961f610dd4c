int g(void);

/* calls do not touch a local whose address is not taken */
int f(int c)
{
	int a[2];

	a[0] = c;
	a[1] = 0;
	if (c)
		a[1] = g();
	return a[0] + a[1];
}

struct s {
	int x, y;
};

int f2(int c)
{
	struct s v = { c, 0 };

	if (c)
		v.y = g();
	return v.x + v.y;
}

int in_block(int c)
{
	int a[2];

	a[0] = c;
	g();
	return a[0];
}

/* a path that stores nothing adds nothing */
int one_path(int c)
{
	int a[2];

	if (c)
		a[0] = c;
	return a[0];
}

/* and no store at all reads as 0 */
int never_stored(int c)
{
	int a[2];

	return a[0];
}
/*
 * check-name: a load of an unescaped local: calls do not touch it, paths that do not store it add nothing, never stored it is 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[a]
	store.32    $0 -> 4[a]
	phisrc.32   %phi2 <- $0
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r4 <- g
	phisrc.32   %phi3 <- %r4
	br          .L2

.L2:
	phi.32      %r6 <- %phi2, %phi3
	add.32      %r7 <- %r6, %arg1
	ret.32      %r7


f2:
.L4:
	<entry-point>
	store.64    $0 -> 0[v]
	store.32    %arg1 -> 0[v]
	store.32    $0 -> 4[v]
	phisrc.32   %phi7 <- $0
	cbr         %arg1, .L5, .L6

.L5:
	call.32     %r12 <- g
	phisrc.32   %phi8 <- %r12
	br          .L6

.L6:
	phi.32      %r14 <- %phi7, %phi8
	add.32      %r15 <- %r14, %arg1
	ret.32      %r15


in_block:
.L8:
	<entry-point>
	call.32     %r18 <- g
	ret.32      %arg1


one_path:
.L10:
	<entry-point>
	ret.32      %arg1


never_stored:
.L14:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
