_Bool and1(_Bool a, _Bool b) { return a && b; }
_Bool or1(_Bool a, _Bool b) { return a || b; }
_Bool load1(_Bool *p) { return *p != 0; }
_Bool not1(_Bool a, _Bool b) { return !(a && b); }
_Bool arg1(_Bool a) { return a != 0; }
int wider(int a, int b) { return (a && b) != 0; }
int mask_ne0(int a) { return (a & 1) != 0; }
int mask_eq1(int a) { return (a & 1) == 1; }
_Bool mask_narrower(int a) { return (a & 1) != 0; }
int mask_two(int a) { return (a & 2) != 0; }
/*
 * check-name: optim: a 1-bit result, or 'x & 1', tested against 0 is itself
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
and1:
.L0:
	<entry-point>
	and.1       %r3 <- %arg1, %arg2
	ret.1       %r3


or1:
.L2:
	<entry-point>
	or.1        %r9 <- %arg1, %arg2
	ret.1       %r9


load1:
.L4:
	<entry-point>
	load.1      %r14 <- 0[%arg1]
	ret.1       %r14


not1:
.L6:
	<entry-point>
	and.1       %r21 <- %arg1, %arg2
	seteq.1     %r24 <- %r21, $0
	ret.1       %r24


arg1:
.L8:
	<entry-point>
	setne.1     %r29 <- %arg1, $0
	ret.1       %r29


wider:
.L10:
	<entry-point>
	setne.1     %r32 <- %arg1, $0
	setne.1     %r34 <- %arg2, $0
	and.1       %r35 <- %r32, %r34
	setne.32    %r37 <- %r35, $0
	ret.32      %r37


mask_ne0:
.L12:
	<entry-point>
	and.32      %r40 <- %arg1, $1
	ret.32      %r40


mask_eq1:
.L14:
	<entry-point>
	and.32      %r44 <- %arg1, $1
	ret.32      %r44


mask_narrower:
.L16:
	<entry-point>
	and.32      %r48 <- %arg1, $1
	setne.1     %r50 <- %r48, $0
	ret.1       %r50


mask_two:
.L18:
	<entry-point>
	and.32      %r53 <- %arg1, $2
	setne.32    %r54 <- %r53, $0
	ret.32      %r54


 * check-output-end
 */
