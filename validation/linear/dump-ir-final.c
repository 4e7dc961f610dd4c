int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: dump-ir: sparse -fdump-ir=final prints nothing: the final IR is test-linearize's
 * check-command: sparse -Wno-decl -fdump-ir=final $file
 *
 * check-output-start
 * check-output-end
 */
