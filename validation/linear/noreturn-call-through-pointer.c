__attribute__((noreturn)) void (*p1)(void);
_Noreturn void (*p2)(void);
struct s { __attribute__((noreturn)) void (*m)(void); } *sp;

int pointer(int x) { if (x) p1(); return 3; }
int deref(int x) { if (x) (*p1)(); return 3; }
int named(int x) { if (x) p2(); return 3; }
int member(int x) { if (x) sp->m(); return 3; }
/*
 * check-name: a call never returns when the callee's own type or the function '*' reached says so, not through a pointer
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
pointer:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	load.64     %r3 <- 0[p1]
	call        %r3
	br          .L2

.L2:
	ret.32      $3


deref:
.L4:
	<entry-point>
	cbr         %arg1, .L5, .L6

.L5:
	load.64     %r7 <- 0[p1]
	call        %r7
	unreachable

.L6:
	ret.32      $3


named:
.L8:
	<entry-point>
	cbr         %arg1, .L9, .L10

.L9:
	load.64     %r11 <- 0[p2]
	call        %r11
	unreachable

.L10:
	ret.32      $3


member:
.L12:
	<entry-point>
	cbr         %arg1, .L13, .L14

.L13:
	load.64     %r15 <- 0[sp]
	load.64     %r16 <- 0[%r15]
	call        %r16
	br          .L14

.L14:
	ret.32      $3


 * check-output-end
 */
