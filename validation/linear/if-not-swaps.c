extern void f(void);

void unless(int *p)
{
	if (!p)
		f();
}

/*
 * check-name: if (!x) swaps the targets of the branch
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
unless:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	cbr         %r2, .L2, .L1

.L1:
	call        f
	br          .L2

.L2:
	ret


 * check-output-end
 */
