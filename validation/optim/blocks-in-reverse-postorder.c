int reg(int);
static inline int one(void) { return 1; }
static inline int flag(int *p) { return *p & 8; }

/* the branch on one() folds: the 'return -95' block keeps one parent */
int f(int *a, int b)
{
	if (!one() || flag(a))
		return -95;
	if (reg(b))
		return 3;
	return 0;
}

/*
 * check-name: optim: the blocks end in reverse postorder once a folded branch left one a single parent
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	# call      %r1 <- one
	load.32     %r5 <- 0[%arg1]
	and.32      %r6 <- %r5, $8
	# call      %r7 <- flag, %r3
	cbr         %r6, .L1, .L2

.L1:
	phisrc.32   %phi3(return) <- $0xffffffa1
	br          .L6

.L2:
	call.32     %r11 <- reg, %arg2
	cbr         %r11, .L7, .L8

.L7:
	phisrc.32   %phi4(return) <- $3
	br          .L6

.L8:
	phisrc.32   %phi5(return) <- $0
	br          .L6

.L6:
	phi.32      %r9 <- %phi3(return), %phi4(return), %phi5(return)
	ret.32      %r9


 * check-output-end
 */
