int both(int a, int b) { return a && b; }
int either(int a, int b) { return a || b; }

/*
 * check-name: && and || on cheap operands need no branch
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
both:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	setne.1     %r4 <- %arg2, $0
	and.1       %r5 <- %r2, %r4
	zext.32     %r6 <- (1) %r5
	ret.32      %r6


either:
.L2:
	<entry-point>
	setne.1     %r9 <- %arg1, $0
	setne.1     %r11 <- %arg2, $0
	or.1        %r12 <- %r9, %r11
	zext.32     %r13 <- (1) %r12
	ret.32      %r13


 * check-output-end
 */
