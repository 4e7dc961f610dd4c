int max(int a, int b)
{
	return a > b ? a : b;
}

/*
 * check-name: a conditional of plain values is a select
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
max:
.L0:
	<entry-point>
	setgt.32    %r5 <- %arg1, %arg2
	select.32   %r6 <- %r5, %arg1, %arg2
	ret.32      %r6


 * check-output-end
 */
