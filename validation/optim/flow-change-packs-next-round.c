int g;
void h(void);
void use(int);

/*
 * The second 'if (x)' is threaded by the flow pass (each arm jumps on
 * to its own side of it); the blocks it leaves are merged by the next
 * round of the pass loop, not at once, so each threading costs two
 * rounds, each with two rounds of the memory pass: each makes the phi
 * source of the load of g (stored on one path, a call on the other)
 * and drops it.  The probe's numbers show how many were made.
 */
void threaded(_Bool c, _Bool x)
{
	if (c)
		g = x;
	else
		h();
	use(g);
	if (x)
		h();
	if (x)
		use(1);
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
 * check-name: optim: blocks a flow pass left are packed in the next round
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
threaded:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	zext.32     %r3 <- (1) %arg2
	store.32    %r3 -> 0[g]
	br          .L3

.L2:
	call        h
	br          .L3

.L3:
	load.32     %r4 <- 0[g]
	call        use, %r4
	cbr         %arg2, .L4, .L7

.L4:
	call        h
	call        use, $1
	br          .L7

.L7:
	ret


probe:
.L8:
	<entry-point>
	phisrc.32   %phi12(i) <- $0
	br          .L12

.L12:
	phi.32      %r14(i) <- %phi12(i), %phi13(i)
	setlt.32    %r9 <- %r14(i), %arg1
	cbr         %r9, .L9, .L11

.L9:
	call        h
	add.32      %r11 <- %r14(i), $1
	phisrc.32   %phi13(i) <- %r11
	br          .L12

.L11:
	ret.32      %r14(i)


 * check-output-end
 */
