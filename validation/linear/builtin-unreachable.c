int on_branch(int x) { if (x) __builtin_unreachable(); return 3; }
int alone(int x) { __builtin_unreachable(); }
/*
 * check-name: __builtin_unreachable() is no call: its block ends in unreachable
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
on_branch:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	unreachable

.L2:
	ret.32      $3


alone:
.L4:
	<entry-point>
	unreachable


 * check-output-end
 */
