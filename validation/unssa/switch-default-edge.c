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
 * check-name: unssa: the switch's edge to the join gets a block of its own for its copy
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	switch.32   %arg1, 1 -> .L2, 2 -> .L3, default -> .L5

.L5:
	copy.32     %r4(r) <- $0
	br          .L1

.L2:
	copy.32     %r4(r) <- $5
	br          .L1

.L3:
	copy.32     %r4(r) <- $9
	br          .L1

.L1:
	ret.32      %r4(r)


 * check-output-end
 */
