int twice(int a)
{
	return ({ int t = a + 1; t * 2; });
}

/*
 * check-name: a statement expression's value is its last expression
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
twice:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $1
	mul.32      %r4 <- %r2, $2
	ret.32      %r4


 * check-output-end
 */
