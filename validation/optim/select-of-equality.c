int eq_const(int x) { return x == 5 ? 5 : x; }
int ne_const(int x) { return x != 5 ? x : 5; }
int eq_swapped(int x, int y) { return x == y ? y : x; }
int ne(int x, int y) { return x != y ? x : y; }
int eq0_zero(int x) { return x == 0 ? x : 0; }
int ne0_zero(int x) { return x != 0 ? 0 : x; }
int eq_other(int x, int y) { return x == y ? x : 5; }
/*
 * check-name: optim: a select of x and y on x == y (or x != y) is the one of them it gives when they differ
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
eq_const:
.L0:
	<entry-point>
	ret.32      %arg1


ne_const:
.L2:
	<entry-point>
	ret.32      %arg1


eq_swapped:
.L4:
	<entry-point>
	ret.32      %arg1


ne:
.L6:
	<entry-point>
	ret.32      %arg1


eq0_zero:
.L8:
	<entry-point>
	ret.32      $0


ne0_zero:
.L10:
	<entry-point>
	ret.32      $0


eq_other:
.L12:
	<entry-point>
	seteq.32    %r38 <- %arg1, %arg2
	select.32   %r39 <- %r38, %arg1, $5
	ret.32      %r39


 * check-output-end
 */
