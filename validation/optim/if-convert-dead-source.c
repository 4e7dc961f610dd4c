int f(int k, int c)
{
	int r = 0;

	if (c || !({ int z = 0; z; })) {
		if (k)
			r = 1;
		goto out;
	}
	r = 2;
out:
	return r;
}
/*
 * check-name: optim: if-conversion of a phi-node with a dead source
 * check-description: 'r = 2' is never reached: its phi source is gone
 *	(VOID) once the branch to it folds; the two left still make a
 *	select, as sparse does (its LLVM output shows 'zext (k != 0)').
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.32    %r7(r) <- %arg1, $0
	ret.32      %r7(r)


 * check-output-end
 */
