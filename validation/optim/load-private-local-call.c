int h(void);
void g(int **);

static inline int get(int *p, int **out)
{
	int v = *p;

	if (v & 3)
		return 0;
	*out = (int *)(long)v;
	return 1;
}

/* once get() is inlined, q's address is not taken: calls cannot reach it */
void inlined(int *p)
{
	int *q;

	if (get(p, &q)) {
		h();
		*q = 1;
	}
}

/* its address taken, a call may change it */
void escaped(int *p)
{
	int *q;

	g(&q);
	q = p;
	h();
	*q = 1;
}
/*
 * check-name: optim: a call does not write a local whose address is no longer taken once inlined; it may when taken
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
inlined:
.L0:
	<entry-point>
	load.32     %r4 <- 0[%arg1]
	and.32      %r6 <- %r4, $3
	cbr         %r6, .L2, .L4

.L4:
	sext.64     %r10 <- (32) %r4
	# call      %r8 <- get, %r1, %r2
	call.32     %r14 <- h
	store.32    $1 -> 0[%r10]
	br          .L2

.L2:
	ret


escaped:
.L6:
	<entry-point>
	call        g, q
	store.64    %arg1 -> 0[q]
	call.32     %r18 <- h
	load.64     %r19 <- 0[q]
	store.32    $1 -> 0[%r19]
	ret


 * check-output-end
 */
