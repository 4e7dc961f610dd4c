struct s { int a, b, c; };

struct s *f(struct s *p, int i)
{
	return p + i;
}
/*
 * check-name: linear: pointer + int scales the index by the size of the pointed-to struct
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	sext.64     %r3 <- (32) %arg2
	mul.64      %r4 <- %r3, $12
	add.64      %r5 <- %r4, %arg1
	ret.64      %r5


 * check-output-end
 */
