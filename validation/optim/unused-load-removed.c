int f(int *p, int x)
{
	int unused = *p;

	return x;
}
/*
 * check-name: optim: a load whose value is unused is removed
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg2


 * check-output-end
 */
