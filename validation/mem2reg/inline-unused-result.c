extern void h(int *p);
extern void k(int n);
extern int g(void);

/* the unused result's load goes: s is stored and read in one block */
static inline int *get(int *s, int c)
{
	h(s);
	if (c)
		k(0);
	return s;
}
void single_source(int *a, int c)
{
	while (c--)
		get(a, c);
}
int probe1(int c)
{
	return c ? g() : 0;
}
/* the conditional's phi-node goes, its sources, their loads: its arms are empty */
static inline int cond(int *s, int c)
{
	k(0);
	return c ? *s : 3;
}
void two_sources(int *a, int c)
{
	cond(a, c);
	h(a);
}
int probe2(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: mem2reg: an inlined call's unused result goes before the phi-nodes are placed, with what only it used
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
single_source:
.L0:
	<entry-point>
	phisrc.32   %phi2(c) <- %arg2
	br          .L4

.L4:
	phi.32      %r11(c) <- %phi2(c), %phi3(c)
	sub.32      %r2 <- %r11(c), $1
	setne.1     %r3 <- %r11(c), $0
	cbr         %r3, .L1, .L3

.L1:
	call        h, %arg1
	setne.1     %r8 <- %r2, $0
	cbr         %r8, .L5, .L6

.L5:
	call        k, $0
	br          .L6

.L6:
	# call      %r10 <- get, %r4, %r5
	phisrc.32   %phi3(c) <- %r2
	br          .L4

.L3:
	ret


probe1:
.L8:
	<entry-point>
	setne.1     %r13 <- %arg1, $0
	cbr         %r13, .L10, .L11

.L10:
	call.32     %r14 <- g
	phisrc.32   %phi4 <- %r14
	br          .L12

.L11:
	phisrc.32   %phi5 <- $0
	br          .L12

.L12:
	phi.32      %r15 <- %phi4, %phi5
	ret.32      %r15


two_sources:
.L13:
	<entry-point>
	call        k, $0
	setne.1     %r20 <- %arg2, $0
	cbr         %r20, .L17, .L17

.L17:
	# call      %r24 <- cond, %r17, %r18
	call        h, %arg1
	ret


probe2:
.L19:
	<entry-point>
	setne.1     %r27 <- %arg1, $0
	cbr         %r27, .L21, .L22

.L21:
	call.32     %r28 <- g
	phisrc.32   %phi10 <- %r28
	br          .L23

.L22:
	phisrc.32   %phi11 <- $0
	br          .L23

.L23:
	phi.32      %r29 <- %phi10, %phi11
	ret.32      %r29


 * check-output-end
 */
