void f(void)
{
	__context__(1);
	__context__(lock, -1);
}

/*
 * check-name: __context__ changes the count
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	context     1
	context     -1
	ret


 * check-output-end
 */
