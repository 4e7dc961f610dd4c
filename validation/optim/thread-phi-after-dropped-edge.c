int a(void);
int b(int);

static inline int zero(void)
{
	return 0;
}

int f(int x, int *p)
{
	_Bool map = 0;

	if (x)
		a();
	else if (zero())
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
 * check-name: optim: a branch on a phi-node of constants is threaded though an edge into its block was dropped (its VOID source does not count)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L5

.L1:
	call.32     %r3 <- a
	br          .L12

.L5:
	load.32     %r8 <- 0[%arg2]
	seteq.32    %r9 <- %r8, $2
	cbr         %r9, .L11, .L9

.L11:
	call.32     %r12 <- b, $1
	cbr         %r12, .L13, .L14

.L13:
	phisrc.32   %phi2(return) <- $0
	br          .L15

.L14:
	call.32     %r15 <- b, $4
	br          .L12

.L9:
	call.32     %r10 <- b, $3
	br          .L12

.L12:
	call.32     %r16 <- b, $5
	phisrc.32   %phi3(return) <- %r16
	br          .L15

.L15:
	phi.32      %r14 <- %phi2(return), %phi3(return)
	ret.32      %r14


 * check-output-end
 */
