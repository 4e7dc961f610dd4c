extern int g(int);

int early(int a)
{
	if (a < 0)
		return 0;
	if (a > 100)
		return g(a);
	return a * 2;
}
/*
 * check-name: unssa: the return value's phi-node becomes a copy in each returning block
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl early
early:
.L0
	<entry-point>
	setlt.32    %r2 <- %arg1, $0
	cbr         %r2, .L1, .L2

.L1
	copy.32     %r10 <- $0
	br          .L3

.L2
	setgt.32    %r5 <- %arg1, $100
	cbr         %r5, .L4, .L5

.L4
	call.32     %r10 <- g, %arg1
	br          .L3

.L5
	mul.32      %r10 <- %arg1, $2
	br          .L3

.L3
	ret.32      %r10

 * check-output-end
 */
