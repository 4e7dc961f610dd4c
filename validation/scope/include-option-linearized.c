static int f(void) { return 3; }

/*
 * check-name: -include: the header's functions are evaluated and linearized
 * check-command: test-linearize -Wno-decl -include scope/include/preamble-symbols.h $file
 *
 * check-output-start
q:
.L0:
	<entry-point>
	call.32     %r1 <- f
	ret.32      %r1


f:
.L2:
	<entry-point>
	ret.32      $3


 * check-output-end
 */
