int f(int (*cb)(int), int v)
{
	return cb(v) + 1;
}
/*
 * check-name: linear: a call through a function pointer argument
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r3 <- %arg1, %arg2
	add.32      %r4 <- %r3, $1
	ret.32      %r4


 * check-output-end
 */
