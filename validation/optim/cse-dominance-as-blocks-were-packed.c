extern int g1, *p;
extern char lc;
void h(int);
void h2(int *);

/*
 * The switch folds in the first round and its case block then dominates
 * the block after it, but the two casts of &lc are made one only once the
 * blocks are packed (CSE asks the dominance they had then); meanwhile
 * g1's second load is left each round (the store through p stops its
 * search) and its phi source from .L0 is made and dropped
 */
void dom_late(int c)
{
	int a = g1;
	if (c)
		*p = 0;
	h(g1);
	h(a);
	switch (4) {
	case 4:
		h2((int *)&lc);
	}
	h2((int *)&lc);
}
int probe(int n)
{
	int s = 0;
	while (n--)
		s += n;
	return s;
}
/*
 * check-name: optim: CSE asks the dominance of the blocks as they were last packed, not as a branch folded since left them
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
dom_late:
.L0:
	<entry-point>
	load.32     %r1 <- 0[g1]
	cbr         %arg1, .L1, .L2

.L1:
	load.64     %r4 <- 0[p]
	store.32    $0 -> 0[%r4]
	br          .L2

.L2:
	load.32     %r5 <- 0[g1]
	call        h, %r5
	call        h, %r1
	ptrcast.64  %r8 <- (64) lc
	call        h2, %r8
	call        h2, %r8
	ret


probe:
.L6:
	<entry-point>
	phisrc.32   %phi8(n) <- %arg1
	phisrc.32   %phi10(s) <- $0
	br          .L10

.L10:
	phi.32      %r19(n) <- %phi8(n), %phi9(n)
	phi.32      %r20(s) <- %phi10(s), %phi11(s)
	add.32      %r12 <- %r19(n), $0xffffffff
	cbr         %r19(n), .L7, .L9

.L7:
	add.32      %r16 <- %r12, %r20(s)
	phisrc.32   %phi9(n) <- %r12
	phisrc.32   %phi11(s) <- %r16
	br          .L10

.L9:
	ret.32      %r20(s)


 * check-output-end
 */
