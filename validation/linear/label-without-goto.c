extern void g(void);

void f(void)
{
	g();
here:
	g();
}
/*
 * check-name: linear: a label nothing jumps to adds no block
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call        g
	call        g
	ret


 * check-output-end
 *
 * check-error-start
linear/label-without-goto.c:6:1: warning: unused label 'here'
 * check-error-end
 */
