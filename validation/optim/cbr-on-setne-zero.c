extern void g(void);

void f(int x)
{
	if (x != 0)
		g();
}
/*
 * check-name: optim: a branch on 'x != 0' branches on x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	call        g
	br          .L2

.L2:
	ret


 * check-output-end
 */
