char before(const char *s)
{
	return s[-1];
}

/*
 * check-name: a negative constant offset is folded into the access
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
before:
.L0:
	<entry-point>
	load.8      %r2 <- -1[%arg1]
	ret.8       %r2


 * check-output-end
 */
