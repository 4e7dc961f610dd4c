int nonzero_zero(int c) { int s = c ? 5 : 0; return s ? 2 : 3; }
int both_nonzero(int c) { int s = c ? 5 : 6; return s ? 2 : 3; }
int zero_nonzero(int c) { int s = c ? 0 : 5; return s ? 2 : 3; }
int not_variable(int c, int x) { int s = c ? x : 0; return s ? 2 : 3; }
int not_same_condition(int c, int x, int y) { int s = c ? x : y; return c ? s : 7; }
/*
 * check-name: optim: 'select (select c, $a, $b), x, y' is x when a and b are not 0, else a select on c
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
nonzero_zero:
.L0:
	<entry-point>
	select.32   %r4 <- %arg1, $2, $3
	ret.32      %r4


both_nonzero:
.L2:
	<entry-point>
	ret.32      $2


zero_nonzero:
.L4:
	<entry-point>
	select.32   %r14 <- %arg1, $3, $2
	ret.32      %r14


not_variable:
.L6:
	<entry-point>
	select.32   %r18 <- %arg1, %arg2, $0
	select.32   %r20 <- %r18, $2, $3
	ret.32      %r20


not_same_condition:
.L8:
	<entry-point>
	select.32   %r25 <- %arg1, %arg2, %arg3
	select.32   %r28 <- %arg1, %r25, $7
	ret.32      %r28


 * check-output-end
 */
