void g(int *);

void store_through_pointer(int c, int *p)
{
	int q;

	g(&q);
	q = c;
	*p = 1;
}

void asm_after(int c)
{
	int q;

	g(&q);
	q = c;
	__asm__("x" ::: "memory");
}

void two_paths(int c, int *p)
{
	int q;

	g(&q);
	if (c)
		q = c;
	else
		q = 2;
	*p = 1;
}
/*
 * check-name: optim: the last store to a local whose address escaped stays before a store through a pointer, not before an asm
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
store_through_pointer:
.L0:
	<entry-point>
	call        g, q
	store.32    %arg1 -> 0[q]
	store.32    $1 -> 0[%arg2]
	ret


asm_after:
.L2:
	<entry-point>
	call        g, q
	asm         "x"
	ret


two_paths:
.L4:
	<entry-point>
	call        g, q
	cbr         %arg1, .L5, .L6

.L5:
	store.32    %arg1 -> 0[q]
	br          .L7

.L6:
	store.32    $2 -> 0[q]
	br          .L7

.L7:
	store.32    $1 -> 0[%arg2]
	ret


 * check-output-end
 */
