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


.globl grid
grid:
.L0
	<entry-point>
	copy.32     %r23(t) <- $0
	copy.32     %r24(i) <- $0
	br          .L4

.L4
	setlt.32    %r3 <- %r24(i), %arg1
	cbr         %r3, .L1, .L3

.L1
	copy.32     %r25(t) <- %r23(t)
	copy.32     %r26(j) <- $0
	br          .L8

.L8
	setlt.32    %r6 <- %r26(j), %arg2
	cbr         %r6, .L5, .L2

.L5
	xor.32      %r9 <- %r24(i), %r26(j)
	add.32      %r25(t) <- %r9, %r25(t)
	add.32      %r26(j) <- %r26(j), $1
	br          .L8

.L2
	add.32      %r24(i) <- %r24(i), $1
	copy.32     %r23(t) <- %r25(t)
	br          .L4

.L3
	ret.32      %r23(t)

 * check-output-end
 */
