extern int g(void);

int keep(int n)
{
	int x = 5;

	while (g())
		n--;
	return x + n;
}
/*
 * check-name: unssa: a variable only read in a loop needs no copy in the loop
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl keep
keep:
.L0
	<entry-point>
	copy.32     %r9(n) <- %arg1
	br          .L4

.L4
	call.32     %r1 <- g
	cbr         %r1, .L1, .L3

.L1
	add.32      %r9(n) <- %r9(n), $0xffffffff
	br          .L4

.L3
	add.32      %r6 <- %r9(n), $5
	ret.32      %r6

 * check-output-end
 */
