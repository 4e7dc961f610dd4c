extern void g(void);

int f(int x)
{
	return x;
	g();
}
/*
 * check-name: optim: code after a return is removed
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
