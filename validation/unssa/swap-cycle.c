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
 * check-name: unssa: a swap of two variables in a loop goes through a new pseudo
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
swap:
.L0:
	<entry-point>
	copy.32     %r11(n) <- %arg1
	copy.32     %r12(x) <- $1
	copy.32     %r13(y) <- $2
	br          .L4

.L4:
	add.32      %r2 <- %r11(n), $0xffffffff
	cbr         %r11(n), .L1, .L3

.L1:
	copy.32     %r11(n) <- %r2
	copy.32     %r14 <- %r12(x)
	copy.32     %r12(x) <- %r13(y)
	copy.32     %r13(y) <- %r14
	br          .L4

.L3:
	sub.32      %r9 <- %r12(x), %r13(y)
	ret.32      %r9


 * check-output-end
 */
