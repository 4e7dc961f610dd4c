extern int *p;

/*
 * .L2's load of s lives while its cbr to one block and the compares
 * on its value are left; each round of the memory pass makes and drops
 * its phi source from .L0 (the store through p ends the search): the cbr
 * is a br before its condition is simplified, the load goes in round one
 */
void twin_first(void)
{
	_Bool s, t;
	asm("" : "=qm"(s));
	if (s)
		*p = 0;
	t = __builtin_expect(s, 1);
	if (t)
		;
}
int probe(int n)
{
	int s = 0;
	while (n--)
		s += n;
	return s;
}
/*
 * check-name: optim: a cbr to one block is a br before any rule on its condition (the load it read goes a round sooner)
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
twin_first:
.L0:
	<entry-point>
	asm         ""
		out: "=qm" (s)
	load.1      %r2 <- 0[s]
	cbr         %r2, .L1, .L4

.L1:
	load.64     %r3 <- 0[p]
	store.32    $0 -> 0[%r3]
	br          .L4

.L4:
	ret


probe:
.L5:
	<entry-point>
	phisrc.32   %phi3(n) <- %arg1
	phisrc.32   %phi5(s) <- $0
	br          .L9

.L9:
	phi.32      %r16(n) <- %phi3(n), %phi4(n)
	phi.32      %r17(s) <- %phi5(s), %phi6(s)
	add.32      %r9 <- %r16(n), $0xffffffff
	cbr         %r16(n), .L6, .L8

.L6:
	add.32      %r13 <- %r9, %r17(s)
	phisrc.32   %phi4(n) <- %r9
	phisrc.32   %phi6(s) <- %r13
	br          .L9

.L8:
	ret.32      %r17(s)


 * check-output-end
 */
