extern int foo(void);

int f(void)
{
	return 2 || foo();
}
/*
 * check-name: optim: 2 || foo() is 1 and calls nothing
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      $1


 * check-output-end
 */
