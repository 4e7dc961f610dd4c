short *f(short *p, long n)
{
	p += n;
	return p;
}
/*
 * check-name: linear: p += n adds the scaled offset to the pointer, its same-size ptrtu and utptr gone
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	mul.64      %r2 <- %arg2, $2
	add.64      %r5 <- %r2, %arg1
	ret.64      %r5


 * check-output-end
 */
