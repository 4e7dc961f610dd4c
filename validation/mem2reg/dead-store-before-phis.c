extern void h(int);
int g(void);

/* u's dead store goes with t's load first: t lives in one block */
int killer_first(int a, int b)
{
	int u, t;
	if (b) {
		u = 1;
		t = a + 1;
		h(t);
		if (a)
			h(0);
		u = t;
	}
	return a;
}
int probe1(int c)
{
	return c ? g() : 0;
}
/* t comes first: its phi-node is placed before u's store goes */
int victim_first(int a, int b)
{
	int t, u;
	if (b) {
		t = a + 1;
		u = t;
		h(t);
		if (a)
			h(0);
		u = t;
	}
	return a;
}
int probe2(int c)
{
	return c ? g() : 0;
}
/* a store in a block of two children is not dead there */
void two_children(int s, int c)
{
	int e;
	if (s) {
		e = s + 1;
		h(e);
		if (c)
			h(0);
		c = e;
		if (s)
			h(1);
	}
}
int probe3(int c)
{
	return c ? g() : 0;
}
/* the dead stores are killed from the last up, and the loads with them */
void last_first(int s, int e, int c)
{
	if (e < s)
		e = s;
	c = e;
	c++;
}
int probe4(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: mem2reg: dead stores go before the later variables get phi-nodes, their loads with them
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
killer_first:
.L0:
	<entry-point>
	cbr         %arg2, .L1, .L2

.L1:
	add.32      %r4 <- %arg1, $1
	call        h, %r4
	cbr         %arg1, .L3, .L2

.L3:
	call        h, $0
	br          .L2

.L2:
	ret.32      %arg1


probe1:
.L6:
	<entry-point>
	cbr         %arg1, .L8, .L9

.L8:
	call.32     %r14 <- g
	phisrc.32   %phi2 <- %r14
	br          .L10

.L9:
	phisrc.32   %phi3 <- $0
	br          .L10

.L10:
	phi.32      %r15 <- %phi2, %phi3
	ret.32      %r15


victim_first:
.L11:
	<entry-point>
	cbr         %arg2, .L12, .L13

.L12:
	add.32      %r20 <- %arg1, $1
	call        h, %r20
	cbr         %arg1, .L14, .L13

.L14:
	call        h, $0
	br          .L13

.L13:
	ret.32      %arg1


probe2:
.L17:
	<entry-point>
	cbr         %arg1, .L19, .L20

.L19:
	call.32     %r32 <- g
	phisrc.32   %phi6 <- %r32
	br          .L21

.L20:
	phisrc.32   %phi7 <- $0
	br          .L21

.L21:
	phi.32      %r33 <- %phi6, %phi7
	ret.32      %r33


two_children:
.L22:
	<entry-point>
	cbr         %arg1, .L23, .L24

.L23:
	add.32      %r38 <- %arg1, $1
	call        h, %r38
	cbr         %arg2, .L25, .L26

.L25:
	call        h, $0
	br          .L26

.L26:
	cbr         %arg1, .L27, .L24

.L27:
	call        h, $1
	br          .L24

.L24:
	ret


probe3:
.L29:
	<entry-point>
	cbr         %arg1, .L31, .L32

.L31:
	call.32     %r49 <- g
	phisrc.32   %phi9 <- %r49
	br          .L33

.L32:
	phisrc.32   %phi10 <- $0
	br          .L33

.L33:
	phi.32      %r50 <- %phi9, %phi10
	ret.32      %r50


last_first:
.L34:
	<entry-point>
	ret


probe4:
.L38:
	<entry-point>
	cbr         %arg1, .L40, .L41

.L40:
	call.32     %r62 <- g
	phisrc.32   %phi12 <- %r62
	br          .L42

.L41:
	phisrc.32   %phi13 <- $0
	br          .L42

.L42:
	phi.32      %r63 <- %phi12, %phi13
	ret.32      %r63


 * check-output-end
 */
