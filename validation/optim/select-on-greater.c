int lt(int a, int b, int c, int d) { return a < b ? c : d; }
int le(int a, int b, int c, int d) { return a <= b ? c : d; }
int b(unsigned a, unsigned b, int c, int d) { return a < b ? c : d; }
int be(unsigned a, unsigned b, int c, int d) { return a <= b ? c : d; }
int lt_constant(int a, int c, int d) { return a < 5 ? c : d; }
int gt(int a, int b, int c, int d) { return a > b ? c : d; }
int eq(int a, int b, int c, int d) { return a == b ? c : d; }
int eq0(int a, int c, int d) { return a == 0 ? c : d; }
int ne0(int a, int c, int d) { return a != 0 ? c : d; }
int flt(float a, float b, int c, int d) { return a < b ? c : d; }
int read_twice(int a, int b, int c) { int x = a < b; return x ? c : x; }
int stored(int a, int b, int c, int *p) { int x = a < b; *p = x; return x ? 5 : c; }
/*
 * check-name: optim: a select on a less-than compare it alone reads tests greater-or-equal, its values swapped
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
lt:
.L0:
	<entry-point>
	setge.32    %r5 <- %arg1, %arg2
	select.32   %r6 <- %r5, %arg4, %arg3
	ret.32      %r6


le:
.L2:
	<entry-point>
	setgt.32    %r12 <- %arg1, %arg2
	select.32   %r13 <- %r12, %arg4, %arg3
	ret.32      %r13


b:
.L4:
	<entry-point>
	setae.32    %r19 <- %arg1, %arg2
	select.32   %r20 <- %r19, %arg4, %arg3
	ret.32      %r20


be:
.L6:
	<entry-point>
	seta.32     %r26 <- %arg1, %arg2
	select.32   %r27 <- %r26, %arg4, %arg3
	ret.32      %r27


lt_constant:
.L8:
	<entry-point>
	setgt.32    %r32 <- %arg1, $4
	select.32   %r33 <- %r32, %arg3, %arg2
	ret.32      %r33


gt:
.L10:
	<entry-point>
	setgt.32    %r39 <- %arg1, %arg2
	select.32   %r40 <- %r39, %arg3, %arg4
	ret.32      %r40


eq:
.L12:
	<entry-point>
	seteq.32    %r46 <- %arg1, %arg2
	select.32   %r47 <- %r46, %arg3, %arg4
	ret.32      %r47


eq0:
.L14:
	<entry-point>
	seteq.32    %r52 <- %arg1, $0
	select.32   %r53 <- %r52, %arg2, %arg3
	ret.32      %r53


ne0:
.L16:
	<entry-point>
	setne.32    %r58 <- %arg1, $0
	select.32   %r59 <- %r58, %arg2, %arg3
	ret.32      %r59


flt:
.L18:
	<entry-point>
	fcmpolt.32  %r65 <- %arg1, %arg2
	select.32   %r66 <- %r65, %arg3, %arg4
	ret.32      %r66


read_twice:
.L20:
	<entry-point>
	setlt.32    %r70 <- %arg1, %arg2
	select.32   %r74 <- %r70, %arg3, %r70
	ret.32      %r74


stored:
.L22:
	<entry-point>
	setlt.32    %r78 <- %arg1, %arg2
	store.32    %r78 -> 0[%arg4]
	select.32   %r83 <- %r78, $5, %arg3
	ret.32      %r83


 * check-output-end
 */
