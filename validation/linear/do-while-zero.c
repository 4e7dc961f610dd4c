extern void g(int);

void f(int a)
{
	do {
		g(a);
	} while (0);
}
/*
 * check-name: linear: do { } while (0) leaves a single block
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call        g, %arg1
	ret


 * check-output-end
 */
