int lt_pos(int a) { return a < 5; }
int lt_neg(int a) { return a < -5; }
int le_neg(int a) { return a <= -5; }
int gt_neg(int a) { return a > -5; }
int ge_pos(int a) { return a >= 5; }
int ge_neg(int a) { return a >= -5; }
int b_max(unsigned a) { return a < 0xfffffff0u; }
int ae_max(unsigned a) { return a >= 0xfffffff0u; }
int b_one(unsigned a) { return a < 1; }
int a_zero(unsigned a) { return a > 0; }
int b_zero(unsigned a) { return a < 0; }
int ae_zero(unsigned a) { return a >= 0; }
int lt_min(int a) { return a < -2147483647 - 1; }
int le_max(int a) { return a <= 2147483647; }
int le_min(int a) { return a <= -2147483647 - 1; }
int gt_min(int a) { return a > -2147483647 - 1; }
int a_max(unsigned a) { return a > 0xffffffffu; }
/*
 * check-name: optim: a compare with a constant moves it toward 0 (unsigned: down), and folds or tests equality at the type's extremes
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
lt_pos:
.L0:
	<entry-point>
	setle.32    %r2 <- %arg1, $4
	ret.32      %r2


lt_neg:
.L2:
	<entry-point>
	setlt.32    %r5 <- %arg1, $0xfffffffb
	ret.32      %r5


le_neg:
.L4:
	<entry-point>
	setlt.32    %r8 <- %arg1, $0xfffffffc
	ret.32      %r8


gt_neg:
.L6:
	<entry-point>
	setge.32    %r11 <- %arg1, $0xfffffffc
	ret.32      %r11


ge_pos:
.L8:
	<entry-point>
	setgt.32    %r14 <- %arg1, $4
	ret.32      %r14


ge_neg:
.L10:
	<entry-point>
	setge.32    %r17 <- %arg1, $0xfffffffb
	ret.32      %r17


b_max:
.L12:
	<entry-point>
	setbe.32    %r20 <- %arg1, $0xffffffef
	ret.32      %r20


ae_max:
.L14:
	<entry-point>
	seta.32     %r23 <- %arg1, $0xffffffef
	ret.32      %r23


b_one:
.L16:
	<entry-point>
	seteq.32    %r26 <- %arg1, $0
	ret.32      %r26


a_zero:
.L18:
	<entry-point>
	setne.32    %r29 <- %arg1, $0
	ret.32      %r29


b_zero:
.L20:
	<entry-point>
	ret.32      $0


ae_zero:
.L22:
	<entry-point>
	ret.32      $1


lt_min:
.L24:
	<entry-point>
	ret.32      $0


le_max:
.L26:
	<entry-point>
	ret.32      $1


le_min:
.L28:
	<entry-point>
	seteq.32    %r44 <- %arg1, $0x80000000
	ret.32      %r44


gt_min:
.L30:
	<entry-point>
	setne.32    %r47 <- %arg1, $0x80000000
	ret.32      %r47


a_max:
.L32:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
