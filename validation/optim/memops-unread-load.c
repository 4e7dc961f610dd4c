void g(void);
int h(void);

/* the second load is read by nothing: it goes, with no phi sources */
void unread(int *p, int c)
{
	int x = *p, y;
	if (c)
		asm("nop");
	y = *p;
}
int probe(int c)
{
	return c ? h() : 0;
}
/*
 * check-name: optim: a load nothing reads goes before the memory pass looks for its value, making no phi sources
 * check-command: test-linearize -Wno-decl $file
 * check-output-start
unread:
.L0:
	<entry-point>
	cbr         %arg2, .L1, .L2

.L1:
	asm         "nop"
	br          .L2

.L2:
	ret


probe:
.L4:
	<entry-point>
	cbr         %arg1, .L6, .L7

.L6:
	call.32     %r9 <- h
	phisrc.32   %phi1 <- %r9
	br          .L8

.L7:
	phisrc.32   %phi2 <- $0
	br          .L8

.L8:
	phi.32      %r10 <- %phi1, %phi2
	ret.32      %r10


 * check-output-end
 */
