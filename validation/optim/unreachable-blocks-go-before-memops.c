int g, g2;
void h(void);
void use(int);

/*
 * 'x - x' is 0 once simplified: the call in the block it jumped over is
 * gone before the memory pass of that round, which then reads g2 as x
 * (not a round later).  The load of g (stored on one path, a call on
 * the other) makes a phi source and drops it in each round of the
 * memory pass: the probe's numbers show how many there were.
 */
void unreachable_call(_Bool c, int x)
{
	if (c)
		g = 1;
	else
		h();
	use(g);
	g2 = x;
	if (x - x)
		h();
	use(g2);
}

/*
 * The first *p's one user goes with the unreachable block: so does
 * the load, and the second *p reads memory (it read the first one).
 */
int dead_user(int *p, int x)
{
	int a = *p;

	if (x - x)
		use(a);
	return *p;
}

int probe(int n)
{
	int i = 0;

	while (i < n) {
		h();
		i++;
	}
	return i;
}

/*
 * check-name: optim: blocks left unreachable go before the memory pass
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
unreachable_call:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	store.32    $1 -> 0[g]
	br          .L3

.L2:
	call        h
	br          .L3

.L3:
	load.32     %r2 <- 0[g]
	call        use, %r2
	store.32    %arg2 -> 0[g2]
	call        use, %arg2
	ret


dead_user:
.L7:
	<entry-point>
	load.32     %r17 <- 0[%arg1]
	ret.32      %r17


probe:
.L11:
	<entry-point>
	phisrc.32   %phi11(i) <- $0
	br          .L15

.L15:
	phi.32      %r26(i) <- %phi11(i), %phi12(i)
	setlt.32    %r21 <- %r26(i), %arg1
	cbr         %r21, .L12, .L14

.L12:
	call        h
	add.32      %r23 <- %r26(i), $1
	phisrc.32   %phi12(i) <- %r23
	br          .L15

.L14:
	ret.32      %r26(i)


 * check-output-end
 */
