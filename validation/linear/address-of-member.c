struct s { int a; long b; };

long *f(struct s *p)
{
	return &p->b;
}
/*
 * check-name: linear: the address of a member is the base plus its offset
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.64      %r2 <- %arg1, $8
	ret.64      %r2


 * check-output-end
 */
