void f(int *p, unsigned int *q)
{
	*p /= 3;
	*q %= 10;
}
/*
 * check-name: linear: /= of an int is divs, %= of an unsigned is modu
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	divs.32     %r3 <- %r2, $3
	store.32    %r3 -> 0[%arg1]
	load.32     %r5 <- 0[%arg2]
	modu.32     %r6 <- %r5, $10
	store.32    %r6 -> 0[%arg2]
	ret


 * check-output-end
 */
