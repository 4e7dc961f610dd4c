/*
 * 'nr' is a phi-node of $0 and $1 on 'cbr %r3', if-converted to a
 * select, which is a setne in the next round and %r3 in the one after:
 * the memory pass runs in both, each time making and dropping the two
 * phi sources of the load of s->c in .L5 (the call in .L3 may write
 * there), so probe's first phi source is %phi16, as sparse's.
 */
struct md { int a, b, c, d; };
extern int g(void);
extern void h(int);

void f(struct md *s, int x, int y)
{
	int nr = 0;
	if (s->c == 1024)
		nr++;
	if (x)
		g();
	if (y)
		h(s->c);
	h(nr);
}

int probe(int n, int *p) { int s = 0; while (n--) s += p[n]; return s; }
/*
 * check-name: optim: a phi-node of $1 and $0 on a compare is the compare two rounds after its select
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 8[%arg1]
	seteq.32    %r3 <- %r2, $0x400
	cbr         %arg2, .L3, .L4

.L3:
	call.32     %r8 <- g
	br          .L4

.L4:
	cbr         %arg3, .L5, .L6

.L5:
	load.32     %r12 <- 8[%arg1]
	call        h, %r12
	br          .L6

.L6:
	call        h, %r3
	ret


probe:
.L8:
	<entry-point>
	phisrc.32   %phi16(n) <- %arg1
	phisrc.32   %phi18(s) <- $0
	br          .L12

.L12:
	phi.32      %r28(n) <- %phi16(n), %phi17(n)
	phi.32      %r29(s) <- %phi18(s), %phi19(s)
	add.32      %r16 <- %r28(n), $0xffffffff
	cbr         %r28(n), .L9, .L11

.L9:
	sext.64     %r20 <- (32) %r16
	mul.64      %r21 <- %r20, $4
	add.64      %r22 <- %r21, %arg2
	load.32     %r23 <- 0[%r22]
	add.32      %r25 <- %r23, %r29(s)
	phisrc.32   %phi17(n) <- %r16
	phisrc.32   %phi19(s) <- %r25
	br          .L12

.L11:
	ret.32      %r29(s)


 * check-output-end
 */
