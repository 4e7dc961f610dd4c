int g, h;
int foo(int);
void stored_through_pointer(int a, int b)
{
	for (; a; b -= 1) {
		int *l = (void *)0;
		if (foo(b)) {
		} else {
			int **pl = &l;
			if (foo((*pl = l) != &g))
				h = 1;
		}
	}
}
/*
 * check-name: optim: *pl = l through pl = &l is a store of l's value to l once the load is known, not '*p = *p' (sparse folds the address in simplify, after the loads)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
stored_through_pointer:
.L0:
	<entry-point>
	phisrc.32   %phi1(b) <- %arg2
	br          .L4

.L4:
	phi.32      %r15(b) <- %phi1(b), %phi2(b)
	cbr         %arg1, .L1, .L3

.L1:
	store.64    $0 -> 0[l]
	call.32     %r4 <- foo, %r15(b)
	cbr         %r4, .L2, .L6

.L6:
	store.64    $0 -> 0[l]
	setne.32    %r10 <- g, $0
	call.32     %r11 <- foo, %r10
	cbr         %r11, .L8, .L2

.L8:
	store.32    $1 -> 0[h]
	br          .L2

.L2:
	add.32      %r14 <- %r15(b), $0xffffffff
	phisrc.32   %phi2(b) <- %r14
	br          .L4

.L3:
	ret


 * check-output-end
 */
