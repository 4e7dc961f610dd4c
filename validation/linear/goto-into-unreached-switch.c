int g(int);

int f(int x)
{
	goto in;
	switch (x) {
	case 1:
		g(1);
	in:
		g(2);
		break;
	}
	return g(3);
}

int h(int x)
{
	goto in;
	switch (x) {
	in:
		g(2);
	}
	return g(3);
}
/*
 * check-name: linear: a goto into the body of a switch no path reaches keeps the body and the code after it
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r2 <- g, $2
	call.32     %r3 <- g, $3
	ret.32      %r3


h:
.L6:
	<entry-point>
	call.32     %r5 <- g, $2
	call.32     %r6 <- g, $3
	ret.32      %r6


 * check-output-end
 *
 * check-error-start
linear/goto-into-unreached-switch.c:19:9: warning: switch with no cases
 * check-error-end
 */
