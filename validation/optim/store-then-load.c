int f(int *p, int v)
{
	*p = v;
	return *p;
}
/*
 * check-name: optim: a load of what was just stored through the same pointer is the stored value
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg2 -> 0[%arg1]
	ret.32      %arg2


 * check-output-end
 */
