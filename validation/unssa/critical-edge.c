extern int g(void);

int crit(int a, int b)
{
	int r = b;

	if (a) {
		r = g();
		if (r > 2)
			goto out;
		r = r * 5;
		g();
	}
out:
	return r;
}
/*
 * check-name: unssa: a parent that also goes elsewhere gets the copy before its branch, no block of its own, as upstream
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl crit
crit:
.L0
	<entry-point>
	copy.32     %r13(r) <- %arg2
	cbr         %arg1, .L1, .L5

.L1
	call.32     %r4 <- g
	setgt.32    %r6 <- %r4, $2
	copy.32     %r13(r) <- %r4
	cbr         %r6, .L5, .L4

.L4
	mul.32      %r13(r) <- %r4, $5
	call.32     %r9 <- g
	br          .L5

.L5
	ret.32      %r13(r)

 * check-output-end
 */
