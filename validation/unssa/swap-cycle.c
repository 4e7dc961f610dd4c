int swap(int n)
{
	int x = 1, y = 2;

	while (n--) {
		int t = x;

		x = y;
		y = t;
	}
	return x - y;
}
/*
 * Upstream's test-unssa renames each phi-node's result to its variable
 * here too, so that its copies in .L1 read a variable a copy before them
 * has already overwritten (and folds the decrement into n before the
 * test of n's old value): wrong code.  Ours keeps such a phi-node as a
 * copy of its variable at the top of its block, and does not fold the
 * decrement: the rest is upstream's.
 *
 * check-name: unssa: a swap of two variables in a loop keeps x in its own pseudo (upstream's copies would read an overwritten x)
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl swap
swap:
.L0
	<entry-point>
	copy.32     %r14(n) <- %arg1
	copy.32     %r15(x) <- $1
	copy.32     %r16(y) <- $2
	br          .L4

.L4
	copy.32     %r12(x) <- %r15(x)
	add.32      %r2 <- %r14(n), $0xffffffff
	cbr         %r14(n), .L1, .L3

.L1
	copy.32     %r14(n) <- %r2
	copy.32     %r15(x) <- %r16(y)
	copy.32     %r16(y) <- %r12(x)
	br          .L4

.L3
	sub.32      %r9 <- %r12(x), %r16(y)
	ret.32      %r9

 * check-output-end
 */
