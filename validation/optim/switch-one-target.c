int g(int);

int only_default(int a)
{
	switch (a) {
	default:
		return g(1);
	}
}

int empty_cases(int a)
{
	switch (a) {
	case 1:
		break;
	case 2:
		break;
	}
	return g(a);
}

int same_value(int a)
{
	int r = 0;

	switch (a) {
	case 1:
		r = 1;
		break;
	case 2:
		r = 1;
		break;
	default:
		r = 1;
	}
	return g(r);
}
/*
 * check-name: optim: a switch whose cases and default all go to one block is a branch
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
only_default:
.L0:
	<entry-point>
	call.32     %r2 <- g, $1
	ret.32      %r2


empty_cases:
.L4:
	<entry-point>
	call.32     %r6 <- g, %arg1
	ret.32      %r6


same_value:
.L9:
	<entry-point>
	call.32     %r10 <- g, $1
	ret.32      %r10


 * check-output-end
 */
