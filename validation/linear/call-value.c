extern int f(int, long);
extern void g(void);

int call(int a)
{
	g();
	return f(a, 2) + 1;
}

/*
 * check-name: calls: arguments, then the call
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
call:
.L0:
	<entry-point>
	call        g
	call.32     %r2 <- f, %arg1, $2
	add.32      %r3 <- %r2, $1
	ret.32      %r3


 * check-output-end
 */
