extern int g(void);
extern int h(void);

int f(void)
{
	int c;

	c = 0;
	if (c)
		return g();
	return h();
}
/*
 * check-name: optim: a branch on a constant false goes to the false side only
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r5 <- h
	ret.32      %r5


 * check-output-end
 */
