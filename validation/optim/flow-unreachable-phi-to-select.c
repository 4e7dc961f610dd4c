int g(void);
int test(unsigned long *addr, int s);

/*
 * The threaded branch on 'val' leaves the block of 's = 64' unreachable:
 * it goes right after the flow pass, and the phi-node of 's' left with
 * two sources becomes a select in the next round.
 */
void f(const unsigned long *from)
{
	unsigned long tmp;

	tmp = *from;
	while (tmp) {
		unsigned long val = tmp;
		int s = 1;

		if (val) {
			if (g())
				s = 2;
		} else
			s = 64;
		test(&tmp, s);
	}
}
/*
 * check-name: optim: a phi-node that lost a source to the blocks the flow pass left unreachable becomes a select
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
f:
.L0:
	<entry-point>
	load.64     %r2 <- 0[%arg1]
	store.64    %r2 -> 0[tmp]
	br          .L4

.L4:
	load.64     %r3 <- 0[tmp]
	cbr         %r3, .L5, .L3

.L5:
	call.32     %r8 <- g
	select.32   %r13(s) <- %r8, $2, $1
	call.32     %r12 <- test, tmp, %r13(s)
	br          .L4

.L3:
	ret


 * check-output-end
 */
