int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: dump-ir: sparse -fdump-ir=final prints the IR after the simplifications
 * check-command: sparse -Wno-decl -fdump-ir=final $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	select.32   %r6(x) <- %arg1, $3, %arg1
	ret.32      %r6(x)


 * check-output-end
 */
