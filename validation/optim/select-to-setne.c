int f(int c)
{
	int r;

	if (c)
		r = 1;
	else
		r = 0;
	return r;
}
/*
 * check-name: optim: a variable set to 1 or 0 on a condition becomes setne
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.32    %r5(r) <- %arg1, $0
	ret.32      %r5(r)


 * check-output-end
 */
