int G;

void two_pointers(int *p, int *q)
{
	*p = 1;
	*q = 2;
	*p = 3;
}

void pointer_and_symbol(int *p)
{
	*p = 1;
	G = 2;
	*p = 3;
}

void asm_between(int *p)
{
	*p = 1;
	__asm__("x");
	*p = 3;
}

void load_between(int *p, int *q)
{
	*p = 1;
	*p = 2;
	G = *q;
	*p = 3;
}
/*
 * check-name: optim: a store overwritten in its block goes, unless an access between may alias (asm without memory does not)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
two_pointers:
.L0:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	store.32    $2 -> 0[%arg2]
	store.32    $3 -> 0[%arg1]
	ret


pointer_and_symbol:
.L2:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	store.32    $2 -> 0[G]
	store.32    $3 -> 0[%arg1]
	ret


asm_between:
.L4:
	<entry-point>
	asm         "x"
	store.32    $3 -> 0[%arg1]
	ret


load_between:
.L6:
	<entry-point>
	store.32    $2 -> 0[%arg1]
	load.32     %r11 <- 0[%arg2]
	store.32    %r11 -> 0[G]
	store.32    $3 -> 0[%arg1]
	ret


 * check-output-end
 */
