unsigned long ffs_(unsigned long);
int test(unsigned long *addr);
int g(void);

/*
 * The threaded branch on 'val' leaves the block of 's = 64' unreachable:
 * it goes right after the flow pass, the phi-node of 's' is left with
 * one source and the next round takes its value and repeats, so the
 * memory pass runs once more (a phi source for the load of 'tmp' each
 * time: probe's numbers show it).
 */
void f(const unsigned long *from)
{
	unsigned long tmp;

	tmp = *from;
	while (tmp) {
		int s;
		unsigned long val = tmp;

		s = val ? ffs_(val) : 64;
		if (s >= 0)
			test(&tmp);
	}
}
int probe(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: optim: the blocks the flow pass left unreachable go at once, a phi-node that lost a source is simplified in the next round
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
	call.64     %r9 <- ffs_, %r3
	trunc.32    %r11 <- (64) %r9
	setge.32    %r13 <- %r11, $0
	cbr         %r13, .L8, .L4

.L8:
	call.32     %r15 <- test, tmp
	br          .L4

.L3:
	ret


probe:
.L10:
	<entry-point>
	cbr         %arg1, .L12, .L13

.L12:
	call.32     %r19 <- g
	phisrc.32   %phi12 <- %r19
	br          .L14

.L13:
	phisrc.32   %phi13 <- $0
	br          .L14

.L14:
	phi.32      %r20 <- %phi12, %phi13
	ret.32      %r20


 * check-output-end
 */
