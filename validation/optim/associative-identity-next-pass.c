void use(int, void *, unsigned long);
void *alloc(void);
static unsigned long n;
int g(void);

/*
 * (x - 1) + 1 is x + 0 in the first pass and x in the next: one more
 * round of the memory pass, whose load of n after the join makes and
 * drops a phi source each round (the call on one path stops it).
 */
void f(int x)
{
	void *p;

	if (!n)
		p = alloc();
	use((x - 1) + 1, p, n);
}
int probe(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: optim: '(x op $a) op $b' made 'x op $c' ends the visit, 'x + 0' goes in the next pass
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
f:
.L0:
	<entry-point>
	load.64     %r1 <- 0[n]
	phisrc.64   %phi1(p) <- UNDEF
	cbr         %r1, .L2, .L1

.L1:
	call.64     %r3 <- alloc
	phisrc.64   %phi2(p) <- %r3
	br          .L2

.L2:
	phi.64      %r9(p) <- %phi1(p), %phi2(p)
	load.64     %r8 <- 0[n]
	call        use, %arg1, %r9(p), %r8
	ret


probe:
.L4:
	<entry-point>
	cbr         %arg1, .L6, .L7

.L6:
	call.32     %r12 <- g
	phisrc.32   %phi7 <- %r12
	br          .L8

.L7:
	phisrc.32   %phi8 <- $0
	br          .L8

.L8:
	phi.32      %r13 <- %phi7, %phi8
	ret.32      %r13


 * check-output-end
 */
