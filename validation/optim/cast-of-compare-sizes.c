char to_char(int a, int b) { return a < b; }
long to_long(int a, int b) { return a < b; }
unsigned long to_ulong(int a, int b) { return (unsigned)(a < b); }
long shared(int a, int b, int *p) { int t = a < b; *p = t; return t; }
short to_short(int a, int b) { int t = a != b; return t; }
int through_char(int a, int b) { char c = a < b; return c; }
long float_compare(double a, double b) { return a < b; }
/*
 * check-name: optim: a trunc, zext or sext of a compare is the compare at the cast's size
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
to_char:
.L0:
	<entry-point>
	setlt.8     %r4 <- %arg1, %arg2
	ret.8       %r4


to_long:
.L2:
	<entry-point>
	setlt.64    %r9 <- %arg1, %arg2
	ret.64      %r9


to_ulong:
.L4:
	<entry-point>
	setlt.64    %r14 <- %arg1, %arg2
	ret.64      %r14


shared:
.L6:
	<entry-point>
	setlt.32    %r18 <- %arg1, %arg2
	store.32    %r18 -> 0[%arg3]
	setlt.64    %r22 <- %arg1, %arg2
	ret.64      %r22


to_short:
.L8:
	<entry-point>
	setne.16    %r28 <- %arg1, %arg2
	ret.16      %r28


through_char:
.L10:
	<entry-point>
	setlt.32    %r35 <- %arg1, %arg2
	ret.32      %r35


float_compare:
.L12:
	<entry-point>
	fcmpolt.64  %r40 <- %arg1, %arg2
	ret.64      %r40


 * check-output-end
 */
