struct pair { int a, b; };

int f(int p, int q)
{
	struct pair s;

	s.a = p;
	s.b = q;
	return s.a + s.b;
}
/*
 * check-name: optim: loads of a local struct's members read what was just stored there, and the stores go
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r5 <- %arg1, %arg2
	ret.32      %r5


 * check-output-end
 */
