enum m { A, B };

static inline int g(enum m *mode)
{
	return *mode;
}

int f(void)
{
	enum m rm = A;
	return g(&rm);
}
/*
 * check-name: an object of enum type is no enumerator: its address is not its value
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	# call      %r4 <- g, %r1
	ret.32      $0


 * check-output-end
 */
