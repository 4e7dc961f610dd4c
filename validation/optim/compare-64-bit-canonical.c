int f(long a)
{
	return a < 0x100000001L;
}
/*
 * check-name: optim: 'a < c' of a long becomes 'a <= c-1' in 64 bits, not in the result's 32
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setle.32    %r2 <- %arg1, $0x100000000
	ret.32      %r2


 * check-output-end
 */
