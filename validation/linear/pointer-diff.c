long count(long *from, long *to)
{
	return to - from;
}

/*
 * check-name: a pointer difference is divided by the size
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
count:
.L0:
	<entry-point>
	sub.64      %r3 <- %arg2, %arg1
	divs.64     %r4 <- %r3, $8
	ret.64      %r4


 * check-output-end
 */
