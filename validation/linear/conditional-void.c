extern void f(void);
extern void g(void);

void either(int a)
{
	a ? f() : g();
}

/*
 * check-name: a void conditional still has phi sources
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
either:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	cbr         %r2, .L1, .L2

.L1:
	call        f
	phisrc      %phi1 <- VOID
	br          .L3

.L2:
	call        g
	phisrc      %phi2 <- VOID
	br          .L3

.L3:
	phi         %r3 <- %phi1, %phi2
	ret


 * check-output-end
 */
