int f(int x)
{
	int r = 0;

	switch (x) {
	case 1:
		r = 5;
		break;
	case 2:
		r = 9;
		break;
	}
	return r;
}
/*
 * check-name: unssa: the switch's block gets the copy before the switch, no block for the edge, as upstream
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl f
f:
.L0
	<entry-point>
	copy.32     %r5(r) <- $0
	switch.32   %arg1, 1 -> .L2, 2 -> .L3, default -> .L1

.L2
	copy.32     %r5(r) <- $5
	br          .L1

.L3
	copy.32     %r5(r) <- $9
	br          .L1

.L1
	ret.32      %r5(r)

 * check-output-end
 */
