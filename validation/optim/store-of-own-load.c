int G, H;
void h(void);

void same(int *q)
{
	*q = *q;
}

void other_symbol_between(void)
{
	int v = G;

	H = 1;
	G = v;
}

void load_between(int *q, int *p)
{
	int v = *q;
	int w = *p;

	*q = v;
	G = w;
}

void call_between(int *q)
{
	int v = *q;

	h();
	*q = v;
}
/*
 * check-name: optim: a store of what a load of the same bytes read goes, when nothing between may touch them
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
same:
.L0:
	<entry-point>
	ret


other_symbol_between:
.L2:
	<entry-point>
	store.32    $1 -> 0[H]
	ret


load_between:
.L4:
	<entry-point>
	load.32     %r7 <- 0[%arg1]
	load.32     %r9 <- 0[%arg2]
	store.32    %r7 -> 0[%arg1]
	store.32    %r9 -> 0[G]
	ret


call_between:
.L6:
	<entry-point>
	load.32     %r14 <- 0[%arg1]
	call        h
	store.32    %r14 -> 0[%arg1]
	ret


 * check-output-end
 */
