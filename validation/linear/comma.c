extern int f(int);

int g(int a)
{
	return f(a), a;
}

/*
 * check-name: the comma operator
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
g:
.L0:
	<entry-point>
	call.32     %r2 <- f, %arg1
	ret.32      %arg1


 * check-output-end
 */
