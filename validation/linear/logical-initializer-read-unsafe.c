struct two { int a, b; };
union fu { double d; long l; };
extern void h(void);

/* the whole initializer o is 64 bits, p.b 32: no && without a branch */
void copy_init(int x, struct two o)
{
	struct two p = o;

	if (x && p.b)
		h();
}

/* a float read of an integer constant does not fold: no select either */
void float_of_int(int x)
{
	union fu p = { .l = 5 };

	if (x && p.d)
		h();
}

/* a read of the initializer's own size, not constant: computed, and'ed */
void same_size(int x, int y)
{
	struct two p = { y, y };

	if (x && p.b)
		h();
}

/* written after: the initializer no longer tells, the read is cheap */
void written(int x, struct two o)
{
	struct two p = o;

	p.a = 1;
	if (x && p.b)
		h();
}
/*
 * check-name: linear: a read whose initializer value does not fit it (size, or float/integer) keeps && a branch
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
copy_init:
.L0:
	<entry-point>
	store.64    %arg2 -> 0[p]
	cbr         %arg1, .L3, .L2

.L3:
	load.32     %r4 <- 4[p]
	cbr         %r4, .L1, .L2

.L1:
	call        h
	br          .L2

.L2:
	ret


float_of_int:
.L4:
	<entry-point>
	cbr         %arg1, .L7, .L6

.L7:
	setfval.64  %r9 <- 0.000000e+00
	fcmpune.1   %r10 <- $5, %r9
	cbr         %r10, .L5, .L6

.L5:
	call        h
	br          .L6

.L6:
	ret


same_size:
.L8:
	<entry-point>
	store.64    $0 -> 0[p]
	store.32    %arg2 -> 0[p]
	store.32    %arg2 -> 4[p]
	setne.1     %r14 <- %arg1, $0
	setne.1     %r16 <- %arg2, $0
	and.1       %r17 <- %r14, %r16
	cbr         %r17, .L9, .L10

.L9:
	call        h
	br          .L10

.L10:
	ret


written:
.L11:
	<entry-point>
	store.64    %arg2 -> 0[p]
	store.32    $1 -> 0[p]
	setne.1     %r22 <- %arg1, $0
	load.32     %r23 <- 4[p]
	setne.1     %r24 <- %r23, $0
	and.1       %r25 <- %r22, %r24
	cbr         %r25, .L12, .L13

.L12:
	call        h
	br          .L13

.L13:
	ret


 * check-output-end
 */
