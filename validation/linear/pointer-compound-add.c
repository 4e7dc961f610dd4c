short *f(short *p, long n)
{
	p += n;
	return p;
}
/*
 * check-name: linear: p += n goes through ptrtu and utptr with the scaled offset
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	mul.64      %r2 <- %arg2, $2
	ptrtu.64    %r4 <- (64) %arg1
	add.64      %r5 <- %r2, %r4
	utptr.64    %r6 <- (64) %r5
	ret.64      %r6


 * check-output-end
 */
