int g;
void h(void);
void use(int);

/*
 * The two 'x * 3 + 1 - x' are merged one operation a pass: the muls,
 * then the adds (the same once the muls are), then the subs.  A pass
 * of CSE merges only what was the same when it began, as sparse's
 * buckets.  Each round of the loop runs the memory pass, whose phi
 * source for the load of g (stored on one path, a call on the other)
 * is made and dropped: the probe's numbers count the rounds.
 */
void three_levels(_Bool c, int x)
{
	if (c)
		g = 1;
	else
		h();
	use(g);
	use(x * 3 + 1 - x);
	use(x * 3 + 1 - x);
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
 * check-name: optim: CSE merges what its merges made the same in its next pass
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
three_levels:
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
	mul.32      %r4 <- %arg2, $3
	add.32      %r5 <- %r4, $1
	sub.32      %r7 <- %r5, %arg2
	call        use, %r7
	call        use, %r7
	ret


probe:
.L5:
	<entry-point>
	phisrc.32   %phi7(i) <- $0
	br          .L9

.L9:
	phi.32      %r20(i) <- %phi7(i), %phi8(i)
	setlt.32    %r15 <- %r20(i), %arg1
	cbr         %r15, .L6, .L8

.L6:
	call        h
	add.32      %r17 <- %r20(i), $1
	phisrc.32   %phi8(i) <- %r17
	br          .L9

.L8:
	ret.32      %r20(i)


 * check-output-end
 */
