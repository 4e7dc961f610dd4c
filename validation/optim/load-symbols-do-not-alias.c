int G, H;

int two_symbols(void)
{
	G = 1;
	H = 2;
	return G;
}

int symbol_and_pointer(int *p)
{
	*p = 1;
	G = 2;
	return *p;
}

int pointer_and_symbol(int *p)
{
	G = 1;
	*p = 2;
	return G;
}
/*
 * check-name: optim: two symbols never alias, a symbol and a pointer may
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
two_symbols:
.L0:
	<entry-point>
	store.32    $1 -> 0[G]
	store.32    $2 -> 0[H]
	ret.32      $1


symbol_and_pointer:
.L2:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	store.32    $2 -> 0[G]
	load.32     %r5 <- 0[%arg1]
	ret.32      %r5


pointer_and_symbol:
.L4:
	<entry-point>
	store.32    $1 -> 0[G]
	store.32    $2 -> 0[%arg1]
	load.32     %r8 <- 0[G]
	ret.32      %r8


 * check-output-end
 */
