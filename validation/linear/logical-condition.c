extern int f(void);
extern void g(void);

void cond(int a)
{
	if (a || f())
		g();
}

/*
 * check-name: && and || in a condition
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
cond:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	cbr         %r2, .L1, .L3

.L3:
	call.32     %r3 <- f
	setne.1     %r4 <- %r3, $0
	cbr         %r4, .L1, .L2

.L1:
	call        g
	br          .L2

.L2:
	ret


 * check-output-end
 */
