int rot(int n)
{
	int x = 1, y = 2, z = 3;

	while (n--) {
		int t = x;

		x = y;
		y = z;
		z = t;
	}
	return x * 100 + y * 10 + z;
}
/*
 * Upstream's test-unssa renames each phi-node's result to its variable
 * here too, so that its copies in .L1 read a variable a copy before them
 * has already overwritten (and folds the decrement into n before the
 * test of n's old value): wrong code.  Ours keeps such a phi-node as a
 * copy of its variable at the top of its block, and does not fold the
 * decrement: the rest is upstream's.
 *
 * check-name: unssa: a rotation of three variables in a loop keeps x in its own pseudo (upstream's copies would read an overwritten x)
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl rot
rot:
.L0
	<entry-point>
	copy.32     %r20(n) <- %arg1
	copy.32     %r21(x) <- $1
	copy.32     %r22(y) <- $2
	copy.32     %r23(z) <- $3
	br          .L4

.L4
	copy.32     %r17(x) <- %r21(x)
	add.32      %r2 <- %r20(n), $0xffffffff
	cbr         %r20(n), .L1, .L3

.L1
	copy.32     %r20(n) <- %r2
	copy.32     %r21(x) <- %r22(y)
	copy.32     %r22(y) <- %r23(z)
	copy.32     %r23(z) <- %r17(x)
	br          .L4

.L3
	mul.32      %r9 <- %r17(x), $100
	mul.32      %r11 <- %r22(y), $10
	add.32      %r12 <- %r9, %r11
	add.32      %r14 <- %r12, %r23(z)
	ret.32      %r14

 * check-output-end
 */
