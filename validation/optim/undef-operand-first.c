struct s { unsigned a:3, b:5; };
int fields(void) { struct s v; v.a = 1; v.b = 2; return v.a + v.b; }
int add(int a, int b) { int x; return (a * b) + x; }
int and(void) { int x; return x & 5; }
/*
 * check-name: optim: UNDEF goes first in a commutative operation, so a mask of a bit-field of an unset local folds
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
fields:
.L0:
	<entry-point>
	ret.32      $3


add:
.L2:
	<entry-point>
	mul.32      %r21 <- %arg1, %arg2
	add.32      %r23 <- UNDEF, %r21
	ret.32      %r23


and:
.L4:
	<entry-point>
	and.32      %r26 <- UNDEF, $5
	ret.32      %r26


 * check-output-end
 */
