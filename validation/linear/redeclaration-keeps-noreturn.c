void die1(long) __attribute__((noreturn));
void die1(long);
void die2(long) __attribute__((noreturn));
extern typeof(die2) die2;
void die3(void) __attribute__((noreturn));
typeof(die3) die4;
int pure1(int) __attribute__((pure));
int pure1(int);
int const1(int) __attribute__((const));
extern typeof(const1) const1;

/* a redeclaration keeps noreturn and pure: the calls end their block */
int a(int x) { if (x) die1(1); return 0; }
int b(int x) { if (x) die2(2); return 0; }
/* typeof of a noreturn function declares another that may return */
int c(int x) { if (x) die4(); return 0; }
/* an unused call of a pure function goes */
int d(int x) { pure1(x); const1(x); return x; }

/*
 * check-name: a redeclaration keeps what the earlier one said of its calls: noreturn, pure, const
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
a:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	call        die1, $1
	unreachable

.L2:
	ret.32      $0


b:
.L4:
	<entry-point>
	cbr         %arg1, .L5, .L6

.L5:
	call        die2, $2
	unreachable

.L6:
	ret.32      $0


c:
.L8:
	<entry-point>
	cbr         %arg1, .L9, .L10

.L9:
	call        die4
	br          .L10

.L10:
	ret.32      $0


d:
.L12:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
