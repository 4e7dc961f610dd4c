struct flags { int lo:3; int hi:5; };

int f(struct flags *p)
{
	return p->hi;
}
/*
 * check-name: linear: a signed bit-field read is shifted, truncated and sign-extended
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	lsr.32      %r3 <- %r2, $3
	trunc.5     %r4 <- (32) %r3
	sext.32     %r5 <- (5) %r4
	ret.32      %r5


 * check-output-end
 */
