int join(int a, int b, int c)
{
	int r;

	if (a)
		r = b + 1;
	else
		r = c * 3;
	return r;
}
/*
 * check-name: unssa: if/else: each branch copies its value into the phi-node's target
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
join:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	add.32      %r4 <- %arg2, $1
	copy.32     %r9(r) <- %r4
	br          .L3

.L2:
	mul.32      %r6 <- %arg3, $3
	copy.32     %r9(r) <- %r6
	br          .L3

.L3:
	ret.32      %r9(r)


 * check-output-end
 */
