int rot(int n)
{
	int x = 1, y = 2, z = 3;

	while (n--) {
		int t = x;

		x = y;
		y = z;
		z = t;
	}
	return x * 100 + y * 10 + z;
}
/*
 * check-name: unssa: a cycle of three copies is broken by one new pseudo
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
rot:
.L0:
	<entry-point>
	copy.32     %r16(n) <- %arg1
	copy.32     %r17(x) <- $1
	copy.32     %r18(y) <- $2
	copy.32     %r19(z) <- $3
	br          .L4

.L4:
	add.32      %r2 <- %r16(n), $0xffffffff
	cbr         %r16(n), .L1, .L3

.L1:
	copy.32     %r16(n) <- %r2
	copy.32     %r20 <- %r17(x)
	copy.32     %r17(x) <- %r18(y)
	copy.32     %r18(y) <- %r19(z)
	copy.32     %r19(z) <- %r20
	br          .L4

.L3:
	mul.32      %r9 <- %r17(x), $100
	mul.32      %r11 <- %r18(y), $10
	add.32      %r12 <- %r9, %r11
	add.32      %r14 <- %r12, %r19(z)
	ret.32      %r14


 * check-output-end
 */
