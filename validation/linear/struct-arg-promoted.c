struct wrap { long v; };

long get(struct wrap w)
{
	return w.v;
}

/*
 * check-name: a struct of one member is promoted like a scalar
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
get:
.L0:
	<entry-point>
	ret.64      %arg1


 * check-output-end
 */
