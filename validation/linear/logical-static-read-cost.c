extern long g1, g2, g3;
extern void h(void);

/* three extern reads (two each) and a local (one), three adds: 10 */
void dear(int x, long a)
{
	if (x && g1 + g2 + g3 + a)
		h();
}

/* five locals and four adds: 9, computed without a branch */
void cheap(int x, long a, long b, long c, long d, long e)
{
	if (x && a + b + c + d + e)
		h();
}

/* a static local reads as dear as a global */
void static_local(int x, long a)
{
	static long s1, s2, s3;

	if (x && s1 + s2 + s3 + a)
		h();
}
/*
 * check-name: linear: a read of a static or extern object costs two, a local one: && of a dear right side branches
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
dear:
.L0:
	<entry-point>
	cbr         %arg1, .L3, .L2

.L3:
	load.64     %r3 <- 0[g1]
	load.64     %r4 <- 0[g2]
	add.64      %r5 <- %r3, %r4
	load.64     %r6 <- 0[g3]
	add.64      %r7 <- %r5, %r6
	add.64      %r9 <- %r7, %arg2
	cbr         %r9, .L1, .L2

.L1:
	call        h
	br          .L2

.L2:
	ret


cheap:
.L4:
	<entry-point>
	setne.1     %r12 <- %arg1, $0
	add.64      %r15 <- %arg2, %arg3
	add.64      %r17 <- %r15, %arg4
	add.64      %r19 <- %r17, %arg5
	add.64      %r21 <- %r19, %arg6
	setne.1     %r22 <- %r21, $0
	and.1       %r23 <- %r12, %r22
	cbr         %r23, .L5, .L6

.L5:
	call        h
	br          .L6

.L6:
	ret


static_local:
.L7:
	<entry-point>
	cbr         %arg1, .L10, .L9

.L10:
	load.64     %r28 <- 0[s1]
	load.64     %r29 <- 0[s2]
	add.64      %r30 <- %r28, %r29
	load.64     %r31 <- 0[s3]
	add.64      %r32 <- %r30, %r31
	add.64      %r34 <- %r32, %arg2
	cbr         %r34, .L8, .L9

.L8:
	call        h
	br          .L9

.L9:
	ret


 * check-output-end
 */
