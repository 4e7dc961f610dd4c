extern void g(void);

int f(int *p, int v)
{
	*p = v;
	g();
	return *p;
}
/*
 * check-name: optim: a call between a store and a load keeps the load
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg2 -> 0[%arg1]
	call        g
	load.32     %r4 <- 0[%arg1]
	ret.32      %r4


 * check-output-end
 */
