/*
 * Which new phi-nodes get phi sources: each probe's first number shows
 * how many the function before it made.
 */
int g(void);

/* a phi-node whose one use goes with a killed store: no sources */
void stored_value_killed(int s, int c, int e)
{
	if (e < s)
		e = s;
	c = e - s;
}

int probe1(int c)
{
	return c ? g() : 0;
}

/* a dead load reads no phi-node */
void dead_load(int s, int e)
{
	if (e < s)
		e = s;
	(void)e;
}

int probe2(int c)
{
	return c ? g() : 0;
}

/* the variables of one block go first: y's store takes x's load with it */
void one_block_first(void)
{
	int x = 0, y;

	while (g()) {
		y = x;
		if (g())
			x = 1;
	}
}

int probe3(int c)
{
	return c ? g() : 0;
}

/* a killed store of a phi-node in use keeps its operand's phi-node */
void operand_kept(int s, int e)
{
	int c;

	if (e < s)
		e = s;
	if (s)
		c = e;
	else
		c = 1;
	if (s > 3)
		c++;
}

int probe4(int c)
{
	return c ? g() : 0;
}
/*
 * check-name: mem2reg: a new phi-node gets phi sources when something besides new phi-nodes uses it
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
stored_value_killed:
.L0:
	<entry-point>
	ret


probe1:
.L4:
	<entry-point>
	cbr         %arg1, .L6, .L7

.L6:
	call.32     %r11 <- g
	phisrc.32   %phi1 <- %r11
	br          .L8

.L7:
	phisrc.32   %phi2 <- $0
	br          .L8

.L8:
	phi.32      %r12 <- %phi1, %phi2
	ret.32      %r12


dead_load:
.L9:
	<entry-point>
	ret


probe2:
.L13:
	<entry-point>
	cbr         %arg1, .L15, .L16

.L15:
	call.32     %r22 <- g
	phisrc.32   %phi4 <- %r22
	br          .L17

.L16:
	phisrc.32   %phi5 <- $0
	br          .L17

.L17:
	phi.32      %r23 <- %phi4, %phi5
	ret.32      %r23


one_block_first:
.L18:
	<entry-point>
	br          .L22

.L22:
	call.32     %r25 <- g
	cbr         %r25, .L19, .L21

.L19:
	call.32     %r28 <- g
	br          .L22

.L21:
	ret


probe3:
.L25:
	<entry-point>
	cbr         %arg1, .L27, .L28

.L27:
	call.32     %r33 <- g
	phisrc.32   %phi7 <- %r33
	br          .L29

.L28:
	phisrc.32   %phi8 <- $0
	br          .L29

.L29:
	phi.32      %r34 <- %phi7, %phi8
	ret.32      %r34


operand_kept:
.L30:
	<entry-point>
	ret


probe4:
.L38:
	<entry-point>
	cbr         %arg1, .L40, .L41

.L40:
	call.32     %r52 <- g
	phisrc.32   %phi12 <- %r52
	br          .L42

.L41:
	phisrc.32   %phi13 <- $0
	br          .L42

.L42:
	phi.32      %r53 <- %phi12, %phi13
	ret.32      %r53


 * check-output-end
 */
