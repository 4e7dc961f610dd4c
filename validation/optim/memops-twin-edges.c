void h(int *p);
int g(void);

/* .L3 has .L0 as a parent twice: the load's phi sources are two */
int twin(int c)
{
	int x;
	h(&x);
	x = 6;
	if (c)
		goto l;
l:
	return x;
}
int probe(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: optim: a load's rewrite makes a phi source for each edge into its block, two from one parent twice
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
twin:
.L0:
	<entry-point>
	call        h, x
	ret.32      $6


probe:
.L5:
	<entry-point>
	cbr         %arg1, .L7, .L8

.L7:
	call.32     %r8 <- g
	phisrc.32   %phi4 <- %r8
	br          .L9

.L8:
	phisrc.32   %phi5 <- $0
	br          .L9

.L9:
	phi.32      %r9 <- %phi4, %phi5
	ret.32      %r9


 * check-output-end
 */
