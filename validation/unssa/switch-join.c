int pick(int x)
{
	int r;

	switch (x) {
	case 1: r = 10; break;
	case 2: r = 20; break;
	case 7: r = x; break;
	default: r = -1; break;
	}
	return r;
}
/*
 * check-name: unssa: each case of a switch copies its value before the join
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl pick
pick:
.L0
	<entry-point>
	switch.32   %arg1, 1 -> .L2, 2 -> .L3, 7 -> .L4, default -> .L5

.L2
	copy.32     %r6(r) <- $10
	br          .L1

.L3
	copy.32     %r6(r) <- $20
	br          .L1

.L4
	copy.32     %r6(r) <- %arg1
	br          .L1

.L5
	copy.32     %r6(r) <- $0xffffffff
	br          .L1

.L1
	ret.32      %r6(r)

 * check-output-end
 */
