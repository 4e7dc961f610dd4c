int g;
void h(void);
void use(int);

/*
 * i is 1 on both paths: its phi-node is that value at once, in the
 * round that would have made it a select (whose two operands would be
 * found the same in the next round).  A round less of the loop: one
 * phi source less made and dropped for the load of g (stored on one
 * path, a call on the other).  The probe's numbers show it.
 */
void one_value(_Bool c, _Bool x)
{
	int i = 1;

	if (c)
		g = x;
	else
		h();
	use(g);
	if (x)
		i = 1;
	use(i);
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
 * check-name: optim: a phi-node of one value goes before if-conversion
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
one_value:
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
	call        use, $1
	ret


probe:
.L7:
	<entry-point>
	phisrc.32   %phi9(i) <- $0
	br          .L11

.L11:
	phi.32      %r15(i) <- %phi9(i), %phi10(i)
	setlt.32    %r10 <- %r15(i), %arg1
	cbr         %r10, .L8, .L10

.L8:
	call        h
	add.32      %r12 <- %r15(i), $1
	phisrc.32   %phi10(i) <- %r12
	br          .L11

.L10:
	ret.32      %r15(i)


 * check-output-end
 */
