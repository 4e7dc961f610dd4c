int compare(int a, int b) { if (a == b) return 1; return 0; }
unsigned long_compare(long a, long b) { if (a < b) return 1; return 0; }
long wider(int a, int b) { if (a < b) return 1; return 0; }
int inverted(int a, int b) { if (a == b) return 0; return 1; }
int written(int a, int b) { return a == b ? 1 : 0; }
int local(int a, int b) { int x; if (a == b) x = 1; else x = 0; return x + 5; }
int after(int a) { return a; }
/*
 * check-name: optim: a phi of 1 and 0 on a compare of its size is the compare, a select written so is not
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
compare:
.L0:
	<entry-point>
	seteq.32    %r3 <- %arg1, %arg2
	ret.32      %r3


long_compare:
.L4:
	<entry-point>
	setlt.32    %r7 <- %arg1, %arg2
	ret.32      %r7


wider:
.L8:
	<entry-point>
	setlt.64    %r12 <- %arg1, %arg2
	ret.64      %r12


inverted:
.L12:
	<entry-point>
	setne.32    %r16 <- %arg1, %arg2
	ret.32      %r16


written:
.L16:
	<entry-point>
	seteq.32    %r20 <- %arg1, %arg2
	ret.32      %r20


local:
.L18:
	<entry-point>
	seteq.32    %r24 <- %arg1, %arg2
	add.32      %r26 <- %r24, $5
	ret.32      %r26


after:
.L23:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
