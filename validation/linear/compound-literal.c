int second(void)
{
	int *p = (int[]){ 4, 5 };

	return p[1];
}

/*
 * check-name: a compound literal is an anonymous local
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
second:
.L0:
	<entry-point>
	store.64    $0 -> 0[<anon symbol:(nil)>]
	store.32    $4 -> 0[<anon symbol:(nil)>]
	store.32    $5 -> 4[<anon symbol:(nil)>]
	symaddr.64  %r1 <- <anon symbol:(nil)>
	load.32     %r3 <- 4[%r1]
	ret.32      %r3


 * check-output-end
 */
