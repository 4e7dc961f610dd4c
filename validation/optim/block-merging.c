extern void g(int);

void f(int x)
{
	g(x);
	{
		goto next;
	}
next:
	g(x + 1);
}
/*
 * check-name: optim: a block reached only by a goto from the one before is merged into it
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call        g, %arg1
	add.32      %r3 <- %arg1, $1
	call        g, %r3
	ret


 * check-output-end
 */
