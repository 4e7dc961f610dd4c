struct big { long a, b, c; };

void f(struct big *dst, struct big *src)
{
	*dst = *src;
}
/*
 * check-name: linear: assigning a struct through pointers is a load and a store of its size
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.192    %r2 <- 0[%arg2]
	store.192   %r2 -> 0[%arg1]
	ret


 * check-output-end
 */
