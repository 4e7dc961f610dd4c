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
sum:
.L0:
	<entry-point>
	copy.32     %r11(s) <- $0
	copy.32     %r12(i) <- $0
	br          .L4

.L4:
	setlt.32    %r3 <- %r12(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	add.32      %r6 <- %r11(s), %r12(i)
	add.32      %r8 <- %r12(i), $1
	copy.32     %r11(s) <- %r6
	copy.32     %r12(i) <- %r8
	br          .L4

.L3:
	ret.32      %r11(s)


 * check-output-end
 */
