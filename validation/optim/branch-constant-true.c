extern int g(void);
extern int h(void);

int f(void)
{
	int c;

	c = 1;
	if (c)
		return g();
	return h();
}
/*
 * check-name: optim: a branch on a constant true goes to the true side only
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r3 <- g
	ret.32      %r3


 * check-output-end
 */
