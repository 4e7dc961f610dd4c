int f(int *p)
{
	return --*p;
}
/*
 * check-name: linear: --x gives the value stored
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	add.32      %r3 <- %r2, $0xffffffff
	store.32    %r3 -> 0[%arg1]
	ret.32      %r3


 * check-output-end
 */
