int g(int);

int f(int a)
{
	switch (a) {
	case 1:
	case 2:
		g(2);
		break;
	default:
		a++;
	}
	return 0;
}
/*
 * check-name: optim: a block emptied by the last dead code removal is bypassed
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	switch.32   %arg1, 1 -> .L3, 2 -> .L3, default -> .L1

.L3:
	call.32     %r2 <- g, $2
	br          .L1

.L1:
	ret.32      $0


 * check-output-end
 */
