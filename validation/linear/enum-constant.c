enum color { RED = 2, GREEN = 4 };

int f(enum color c)
{
	return c == GREEN;
}
/*
 * check-name: linear: an enumerator compares as its value
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	seteq.32    %r2 <- %arg1, $4
	ret.32      %r2


 * check-output-end
 */
