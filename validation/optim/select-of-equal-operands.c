int eq_a_b(int a, int b) { return a == b ? a : b; }
int eq_b_a(int a, int b) { return a == b ? b : a; }
int ne_a_b(int a, int b) { return a != b ? a : b; }
int ne_b_a(int a, int b) { return b != a ? b : a; }
long eq_long(long a, long b) { return a == b ? a : b; }
int other_value(int a, int b, int c) { return a == b ? c : b; }
double floating(double a, double b) { return a == b ? a : b; }
/*
 * check-name: optim: 'a == b ? a : b' is b, 'a == b ? b : a' is a, and the reverse for !=
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
eq_a_b:
.L0:
	<entry-point>
	ret.32      %arg2


eq_b_a:
.L2:
	<entry-point>
	ret.32      %arg1


ne_a_b:
.L4:
	<entry-point>
	ret.32      %arg1


ne_b_a:
.L6:
	<entry-point>
	ret.32      %arg2


eq_long:
.L8:
	<entry-point>
	ret.64      %arg2


other_value:
.L10:
	<entry-point>
	seteq.32    %r40 <- %arg1, %arg2
	select.32   %r41 <- %r40, %arg3, %arg2
	ret.32      %r41


floating:
.L12:
	<entry-point>
	fcmpoeq.32  %r47 <- %arg1, %arg2
	select.64   %r48 <- %r47, %arg1, %arg2
	ret.64      %r48


 * check-output-end
 */
