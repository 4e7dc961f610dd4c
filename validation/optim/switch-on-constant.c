extern int g(int);

int f(void)
{
	int k;

	k = 2;
	switch (k) {
	case 1: return g(1);
	case 2: return g(2);
	default: return g(0);
	}
}
/*
 * check-name: optim: a switch on a constant goes to its case only
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r4 <- g, $2
	ret.32      %r4


 * check-output-end
 */
