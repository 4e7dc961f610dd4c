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
 * check-name: unssa: an edge from a block that also goes elsewhere gets a block of its own
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
crit:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L7

.L7:
	copy.32     %r12(r) <- %arg2
	br          .L5

.L1:
	call.32     %r4 <- g
	setgt.32    %r6 <- %r4, $2
	cbr         %r6, .L8, .L4

.L8:
	copy.32     %r12(r) <- %r4
	br          .L5

.L4:
	mul.32      %r8 <- %r4, $5
	call.32     %r9 <- g
	copy.32     %r12(r) <- %r8
	br          .L5

.L5:
	ret.32      %r12(r)


 * check-output-end
 */
