extern int foo(void);

int f(void)
{
	return 3 - 3 && foo();
}
/*
 * check-name: optim: 3 - 3 && foo() is 0 and calls nothing
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
