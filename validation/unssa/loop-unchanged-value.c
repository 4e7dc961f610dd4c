extern int g(void);

int f(int n)
{
	int k = 0;

	while (n-- > 0) {
		switch (g()) {
		case 0:
			break;
		default:
			k++;
		}
	}
	return k;
}
/*
 * check-name: unssa: a value that goes round a loop unchanged needs no copy
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	copy.32     %r9(n) <- %arg1
	copy.32     %r10(k) <- $0
	br          .L4

.L4:
	add.32      %r2 <- %r9(n), $0xffffffff
	setgt.32    %r3 <- %r9(n), $0
	cbr         %r3, .L1, .L3

.L1:
	call.32     %r4 <- g
	switch.32   %r4, 0 -> .L9, default -> .L7

.L9:
	copy.32     %r9(n) <- %r2
	br          .L4

.L7:
	add.32      %r6 <- %r10(k), $1
	copy.32     %r9(n) <- %r2
	copy.32     %r10(k) <- %r6
	br          .L4

.L3:
	ret.32      %r10(k)


 * check-output-end
 */
