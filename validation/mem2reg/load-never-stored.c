int f(void)
{
	int x;

	return x;
}
/*
 * check-name: mem2reg: a local read but never set is UNDEF
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      UNDEF


 * check-output-end
 */
