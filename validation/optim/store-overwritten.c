void f(int *p, int v)
{
	*p = 1;
	*p = v;
}
/*
 * check-name: optim: a store overwritten before any read is removed
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg2 -> 0[%arg1]
	ret


 * check-output-end
 */
