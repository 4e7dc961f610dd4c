int f(int i)
{
	int t[2];

	t[0] = 1;
	t[1] = 2;
	return t[i];
}
/*
 * check-name: mem2reg: an array stays in memory
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    $1 -> 0[t]
	store.32    $2 -> 4[t]
	sext.64     %r3 <- (32) %arg1
	mul.64      %r4 <- %r3, $4
	add.64      %r5 <- %r4, t
	load.32     %r6 <- 0[%r5]
	ret.32      %r6


 * check-output-end
 */
