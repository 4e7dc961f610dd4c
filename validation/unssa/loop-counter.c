int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += i;
	return s;
}
/*
 * check-name: unssa: a loop's phi-nodes become copies in the entry and at the end of the body
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl sum
sum:
.L0
	<entry-point>
	copy.32     %r13(s) <- $0
	copy.32     %r14(i) <- $0
	br          .L4

.L4
	setlt.32    %r3 <- %r14(i), %arg1
	cbr         %r3, .L1, .L3

.L1
	add.32      %r13(s) <- %r13(s), %r14(i)
	add.32      %r14(i) <- %r14(i), $1
	br          .L4

.L3
	ret.32      %r13(s)

 * check-output-end
 */
