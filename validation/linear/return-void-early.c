extern void g(void);

void f(int a)
{
	if (a)
		return;
	g();
}
/*
 * check-name: linear: an early return from a void function
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L3, .L2

.L2:
	call        g
	br          .L3

.L3:
	ret


 * check-output-end
 */
