extern void die(void) __attribute__((noreturn));

int check(int a)
{
	if (a < 0)
		die();
	return a;
}

/*
 * check-name: a call of a noreturn function ends its block
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
check:
.L0:
	<entry-point>
	setlt.32    %r2 <- %arg1, $0
	cbr         %r2, .L1, .L2

.L1:
	call        die
	unreachable

.L2:
	ret.32      %arg1


 * check-output-end
 */
