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


.globl join
join:
.L0
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1
	add.32      %r10(r) <- %arg2, $1
	br          .L3

.L2
	mul.32      %r10(r) <- %arg3, $3
	br          .L3

.L3
	ret.32      %r10(r)

 * check-output-end
 */
