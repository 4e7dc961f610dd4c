int a(void);
int b(int);

int f(int x, int *p)
{
	_Bool map = 0;

	if (x)
		a();
	else if (*p == 2)
		map = 1;
	else
		b(3);

	if (map) {
		if (b(1))
			return 0;
		b(4);
	}
	return b(5);
}
/*
 * check-name: optim: once a branch was threaded, the blocks come in reverse postorder (the threaded arm's blocks after the block now jumping to it)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r3 <- a
	br          .L8

.L2:
	load.32     %r5 <- 0[%arg2]
	seteq.32    %r6 <- %r5, $2
	cbr         %r6, .L7, .L5

.L7:
	call.32     %r9 <- b, $1
	cbr         %r9, .L9, .L10

.L9:
	phisrc.32   %phi1(return) <- $0
	br          .L11

.L10:
	call.32     %r12 <- b, $4
	br          .L8

.L5:
	call.32     %r7 <- b, $3
	br          .L8

.L8:
	call.32     %r13 <- b, $5
	phisrc.32   %phi2(return) <- %r13
	br          .L11

.L11:
	phi.32      %r11 <- %phi1(return), %phi2(return)
	ret.32      %r11


 * check-output-end
 */
