extern void f(int);

void steps(int n)
{
	switch (n) {
	case 1:
		f(1);
	case 2:
		f(2);
		break;
	case 3:
		f(3);
	}
}

/*
 * check-name: switch: fall through and break
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
steps:
.L0:
	<entry-point>
	switch.32   %arg1, 1 -> .L2, 2 -> .L3, 3 -> .L4, default -> .L1

.L2:
	call        f, $1
	br          .L3

.L3:
	call        f, $2
	br          .L1

.L4:
	call        f, $3
	br          .L1

.L1:
	ret


 * check-output-end
 */
