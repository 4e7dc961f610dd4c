extern int g(int);

int f(int a, int b, int c)
{
	if (c)
		g(a + b);
	else
		g(a * 2);
	return a + b;
}
/*
 * check-name: optim: a sum computed in one branch is not reused after the join
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg3, .L1, .L2

.L1:
	add.32      %r5 <- %arg1, %arg2
	call.32     %r6 <- g, %r5
	br          .L3

.L2:
	mul.32      %r8 <- %arg1, $2
	call.32     %r9 <- g, %r8
	br          .L3

.L3:
	add.32      %r12 <- %arg1, %arg2
	ret.32      %r12


 * check-output-end
 */
