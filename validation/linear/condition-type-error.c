struct s { int a; };
int g(int);
int if_dropped(struct s x, int a) { if (a && x) return g(1); return 0; }
int if_else_dropped(struct s x, int a) { if (a && x) return g(1); else return g(2); }
int bare_kept(struct s x) { if (x) return g(1); return g(2); }
int while_endless(struct s x, int a) { while (a && x) g(1); return 0; }
int do_once(struct s x, int a) { do g(1); while (a || x); return 0; }
int binop_dropped(struct s x, int a) { if (a + x) return g(1); return 0; }
/*
 * check-name: a condition whose evaluation failed ('a && s', s a struct) drops the if, makes a while endless and a do-while run once, as sparse
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
if_dropped:
.L0:
	<entry-point>
	ret.32      $0


if_else_dropped:
.L4:
	<entry-point>
	ret.32      UNDEF


bare_kept:
.L8:
	<entry-point>
	cbr         %arg1, .L9, .L10

.L9:
	call.32     %r5 <- g, $1
	phisrc.32   %phi3(return) <- %r5
	br          .L11

.L10:
	call.32     %r7 <- g, $2
	phisrc.32   %phi4(return) <- %r7
	br          .L11

.L11:
	phi.32      %r6 <- %phi3(return), %phi4(return)
	ret.32      %r6


while_endless:
.L12:
	<entry-point>
	br          .L13

.L13:
	call.32     %r8 <- g, $1
	br          .L13


do_once:
.L18:
	<entry-point>
	call.32     %r10 <- g, $1
	ret.32      $0


binop_dropped:
.L23:
	<entry-point>
	ret.32      $0


 * check-output-end
 *
 * check-error-start
linear/condition-type-error.c:3:46: error: non-scalar type in conditional:
linear/condition-type-error.c:3:46:    struct s x
linear/condition-type-error.c:4:51: error: non-scalar type in conditional:
linear/condition-type-error.c:4:51:    struct s x
linear/condition-type-error.c:5:33: error: non-scalar type in conditional:
linear/condition-type-error.c:5:33:    struct s x
linear/condition-type-error.c:6:52: error: non-scalar type in conditional:
linear/condition-type-error.c:6:52:    struct s x
linear/condition-type-error.c:7:55: error: non-scalar type in conditional:
linear/condition-type-error.c:7:55:    struct s x
linear/condition-type-error.c:8:46: error: incompatible types for operation (+):
linear/condition-type-error.c:8:46:    int a
linear/condition-type-error.c:8:46:    struct s x
 * check-error-end
 */
