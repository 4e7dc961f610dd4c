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
 * check-name: linear: break inside a switch inside a loop leaves the switch only
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	phisrc.32   %phi5(k) <- $0
	br          .L4

.L4:
	phi.32      %r9(n) <- %phi2(n), %phi3(n), %phi4(n)
	phi.32      %r10(k) <- %phi5(k), %phi6(k), %phi7(k)
	add.32      %r2 <- %r9(n), $0xffffffff
	setgt.32    %r3 <- %r9(n), $0
	cbr         %r3, .L1, .L3

.L1:
	call.32     %r4 <- g
	phisrc.32   %phi4(n) <- %r2
	phisrc.32   %phi7(k) <- %r10(k)
	switch.32   %r4, 0 -> .L4, default -> .L7

.L7:
	add.32      %r6 <- %r10(k), $1
	phisrc.32   %phi3(n) <- %r2
	phisrc.32   %phi6(k) <- %r6
	br          .L4

.L3:
	ret.32      %r10(k)


 * check-output-end
 */
