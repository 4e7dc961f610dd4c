int f(int a)
{
	return a + 1;
}
/*
 * check-name: dump-ir: test-linearize -fdump-ir=linearize,mem2reg,final prints each pass, the final IR once
 * check-command: test-linearize -Wno-decl -fdump-ir=linearize,mem2reg,final $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[a]
	load.32     %r1 <- 0[a]
	add.32      %r2 <- %r1, $1
	phisrc.32   %phi1(return) <- %r2
	br          .L1

.L1:
	phi.32      %r3 <- %phi1(return)
	ret.32      %r3


f:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $1
	ret.32      %r2


f:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $1
	ret.32      %r2


 * check-output-end
 */
