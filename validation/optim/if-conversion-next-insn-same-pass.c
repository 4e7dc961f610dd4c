int g;
void h(void);
void use(int);

/*
 * The phi-node of a becomes a select in the block above; the 'a - 1'
 * after it is simplified in the same pass (to 'add a, $-1'), not in
 * the next round.  Each round runs the memory pass, whose phi source
 * for the load of g (stored on one path, a call on the other) is made
 * and dropped: the probe's numbers count the rounds.
 */
void after_select(_Bool c, int x, int y, int z)
{
	int a = y;

	if (c)
		g = 1;
	else
		h();
	use(g);
	if (x)
		a = z;
	use(a - 1);
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
 * check-name: optim: the instruction after a phi-node made a select is simplified in that pass
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
after_select:
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
	load.32     %r3 <- 0[g]
	call        use, %r3
	select.32   %r9(a) <- %arg2, %arg4, %arg3
	add.32      %r8 <- %r9(a), $0xffffffff
	call        use, %r8
	ret


probe:
.L7:
	<entry-point>
	phisrc.32   %phi9(i) <- $0
	br          .L11

.L11:
	phi.32      %r17(i) <- %phi9(i), %phi10(i)
	setlt.32    %r12 <- %r17(i), %arg1
	cbr         %r12, .L8, .L10

.L8:
	call        h
	add.32      %r14 <- %r17(i), $1
	phisrc.32   %phi10(i) <- %r14
	br          .L11

.L10:
	ret.32      %r17(i)


 * check-output-end
 */
