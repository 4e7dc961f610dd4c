int ne0(int a, int b) { return (a > b) != 0; }
int eq0(int a, int b) { return (a > b) == 0; }
int eq1(int a, int b) { return (a > b) == 1; }
int ne1(unsigned a, unsigned b) { return (a < b) != 1; }
int feq0(float a, float b) { return !(a < b); }
int fne1(double a, double b) { return (a == b) != 1; }
_Bool bool_of_compare(long a, long b) { return a <= b; }
_Bool bool_of_fcompare(float a, float b) { return a >= b; }
_Bool and_of_compares(int a, int b) { return a > 0 && b > 0; }
int other_constant(int a, int b) { return (a > b) == 2; }
/*
 * check-name: optim: a compare's result tested against 0 or 1 is the compare, inverted for a test of falsehood
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
ne0:
.L0:
	<entry-point>
	setgt.32    %r4 <- %arg1, %arg2
	ret.32      %r4


eq0:
.L2:
	<entry-point>
	setle.32    %r9 <- %arg1, %arg2
	ret.32      %r9


eq1:
.L4:
	<entry-point>
	setgt.32    %r14 <- %arg1, %arg2
	ret.32      %r14


ne1:
.L6:
	<entry-point>
	setae.32    %r19 <- %arg1, %arg2
	ret.32      %r19


feq0:
.L8:
	<entry-point>
	fcmpuge.32  %r24 <- %arg1, %arg2
	ret.32      %r24


fne1:
.L10:
	<entry-point>
	fcmpune.32  %r29 <- %arg1, %arg2
	ret.32      %r29


bool_of_compare:
.L12:
	<entry-point>
	setle.1     %r34 <- %arg1, %arg2
	ret.1       %r34


bool_of_fcompare:
.L14:
	<entry-point>
	fcmpoge.1   %r39 <- %arg1, %arg2
	ret.1       %r39


and_of_compares:
.L16:
	<entry-point>
	setgt.1     %r43 <- %arg1, $0
	setgt.1     %r46 <- %arg2, $0
	and.1       %r47 <- %r43, %r46
	ret.1       %r47


other_constant:
.L18:
	<entry-point>
	setgt.32    %r53 <- %arg1, %arg2
	seteq.32    %r54 <- %r53, $2
	ret.32      %r54


 * check-output-end
 */
