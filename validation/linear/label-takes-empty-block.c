int g(int);

int f(int x)
{
	if (g(x))
		g(3);
again:
	if (g(x))
		goto again;
	if (g(x))
		goto out;
	return 1;
out:
	return 0;
}
/*
 * check-name: a label no goto named yet takes the empty block being built (its numbers show it)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r2 <- g, %arg1
	cbr         %r2, .L1, .L2

.L1:
	call.32     %r4 <- g, $3
	br          .L2

.L2:
	call.32     %r6 <- g, %arg1
	cbr         %r6, .L2, .L4

.L4:
	call.32     %r9 <- g, %arg1
	seteq.32    %r11 <- %r9, $0
	ret.32      %r11


 * check-output-end
 */
