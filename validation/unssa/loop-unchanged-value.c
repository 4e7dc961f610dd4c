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
 * check-name: unssa: a value that goes round a loop unchanged is a copy of the variable to itself, as upstream
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl f
f:
.L0
	<entry-point>
	copy.32     %r11(n) <- %arg1
	copy.32     %r12(k) <- $0
	br          .L4

.L4
	add.32      %r2 <- %r11(n), $0xffffffff
	setgt.32    %r3 <- %r11(n), $0
	cbr         %r3, .L1, .L3

.L1
	call.32     %r4 <- g
	copy.32     %r11(n) <- %r2
	copy.32     %r12(k) <- %r12(k)
	switch.32   %r4, 0 -> .L4, default -> .L7

.L7
	add.32      %r12(k) <- %r12(k), $1
	copy.32     %r11(n) <- %r2
	br          .L4

.L3
	ret.32      %r12(k)

 * check-output-end
 */
