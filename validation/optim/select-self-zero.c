int zero(int x) { return x ? 0 : x; }
int same(int x) { return x ? x : 0; }
int ne_zero(int x) { return x != 0 ? 0 : x; }
int eq_same(int x) { return x == 0 ? 0 : x; }
int not_zero(int x) { return !x ? x : 0; }
int consts(int c) { int r; if (c) r = 0; else r = 0; return r; }
/*
 * check-name: optim: 'x ? 0 : x' is 0, 'x ? x : 0' is x
 * check-description: a select on x that gives 0 when x is not 0, and x
 *	else, is 0; one giving x or 0 is x; a select on 'x != 0' selects
 *	on x, one on 'x == 0' the other way; two equal constants are one.
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
zero:
.L0:
	<entry-point>
	ret.32      $0


same:
.L2:
	<entry-point>
	ret.32      %arg1


ne_zero:
.L4:
	<entry-point>
	ret.32      $0


eq_same:
.L6:
	<entry-point>
	ret.32      %arg1


not_zero:
.L8:
	<entry-point>
	ret.32      $0


consts:
.L10:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
