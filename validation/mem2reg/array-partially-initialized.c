int f(int i)
{
	int t[4] = { 5 };

	return t[i];
}
/*
 * check-name: mem2reg: a partially initialized array: zeroed whole, then the initializer, all in memory
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.128   $0 -> 0[t]
	store.32    $5 -> 0[t]
	symaddr.64  %r1 <- t
	sext.64     %r3 <- (32) %arg1
	mul.64      %r4 <- %r3, $4
	add.64      %r5 <- %r1, %r4
	load.32     %r6 <- 0[%r5]
	ret.32      %r6


 * check-output-end
 */
