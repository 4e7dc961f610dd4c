extern void f(void);
extern void g(void);

void choose(int c)
{
	if (c)
		f();
	else
		g();
}

/*
 * check-name: if-else branches to two blocks
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
choose:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	cbr         %r2, .L1, .L2

.L1:
	call        f
	br          .L3

.L2:
	call        g
	br          .L3

.L3:
	ret


 * check-output-end
 */
