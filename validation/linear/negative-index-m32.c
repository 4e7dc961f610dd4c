int f(int *p)
{
	return p[-1];
}
/*
 * check-name: -m32: p[-1] is at offset -4, as on 64 bits
 * check-command: test-linearize -m32 -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- -4[%arg1]
	ret.32      %r2


 * check-output-end
 */
