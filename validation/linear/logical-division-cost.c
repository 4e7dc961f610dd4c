extern void h(void);

/* a % 100 costs two, as a + 100 would: the && computes both sides */
void rem(int x, unsigned int a)
{
	if (x && a % 100 == 0 && a <= 1000)
		h();
}

/* a % b + c + d + a: nine */
void quot(int x, long a, long b, long c, long d)
{
	if (x && a % b + c + d + a)
		h();
}
/*
 * check-name: linear: / and % cost as any other operator: && with them on its right computes both sides
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
rem:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	modu.32     %r4 <- %arg2, $100
	seteq.1     %r6 <- %r4, $0
	and.1       %r7 <- %r2, %r6
	setbe.1     %r12 <- %arg2, $1000
	and.1       %r13 <- %r7, %r12
	cbr         %r13, .L1, .L2

.L1:
	call        h
	br          .L2

.L2:
	ret


quot:
.L3:
	<entry-point>
	setne.1     %r17 <- %arg1, $0
	mods.64     %r20 <- %arg2, %arg3
	add.64      %r22 <- %r20, %arg4
	add.64      %r24 <- %r22, %arg5
	add.64      %r26 <- %r24, %arg2
	setne.1     %r27 <- %r26, $0
	and.1       %r28 <- %r17, %r27
	cbr         %r28, .L4, .L5

.L4:
	call        h
	br          .L5

.L5:
	ret


 * check-output-end
 */
