int neg(int a)
{
	return a >> -2;
}

/*
 * check-name: negative shift count
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-error-start
linear/shift-count-negative.c:3:21: warning: shift count is negative (-2)
 * check-error-end
 *
 * check-output-start
neg:
.L0:
	<entry-point>
	asr.32      %r2 <- %arg1, $0xfffffffe
	ret.32      %r2


 * check-output-end
 */
