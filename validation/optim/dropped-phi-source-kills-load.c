static inline int zero(int c) { return 0; }
void h(int);
int g(void);

/*
 * p[1] in .L0 is read by the inlined call's mark only: the return's load
 * makes a phi source of it (from .L0), fails at h() and drops it, and the
 * load goes with it; h()'s argument then finds nothing to take.
 */
int f(int *p, int c)
{
	if (zero(p[1]) && c)
		h(p[1]);
	return p[1];
}
int probe(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: optim: the phi sources a load's failed rewrite drops take with them a load only they read
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
f:
.L0:
	<entry-point>
	# call      %r3 <- zero, %r2
	load.32     %r13 <- 4[%arg1]
	ret.32      %r13


probe:
.L5:
	<entry-point>
	cbr         %arg1, .L7, .L8

.L7:
	call.32     %r17 <- g
	phisrc.32   %phi4 <- %r17
	br          .L9

.L8:
	phisrc.32   %phi5 <- $0
	br          .L9

.L9:
	phi.32      %r18 <- %phi4, %phi5
	ret.32      %r18


 * check-output-end
 */
