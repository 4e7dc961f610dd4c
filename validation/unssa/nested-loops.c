int grid(int n, int m)
{
	int t = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			t += i ^ j;
	return t;
}
/*
 * check-name: unssa: nested loops: the outer variable is copied into the inner loop's phi-node
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
grid:
.L0:
	<entry-point>
	copy.32     %r19(t) <- $0
	copy.32     %r20(i) <- $0
	br          .L4

.L4:
	setlt.32    %r3 <- %r20(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	copy.32     %r18(t) <- %r19(t)
	copy.32     %r21(j) <- $0
	br          .L8

.L8:
	setlt.32    %r6 <- %r21(j), %arg2
	cbr         %r6, .L5, .L2

.L5:
	xor.32      %r9 <- %r20(i), %r21(j)
	add.32      %r11 <- %r9, %r18(t)
	add.32      %r13 <- %r21(j), $1
	copy.32     %r18(t) <- %r11
	copy.32     %r21(j) <- %r13
	br          .L8

.L2:
	add.32      %r15 <- %r20(i), $1
	copy.32     %r19(t) <- %r18(t)
	copy.32     %r20(i) <- %r15
	br          .L4

.L3:
	ret.32      %r19(t)


 * check-output-end
 */
