int le_past(long b) { return (b & 0xf0) <= 0x100; }
int le_mask(long b) { return (b & 0xf0) <= 0xf0; }
int gt_mask(long b) { return (b & 0xf0) > 0xf0; }
int ge_past(long b) { return (b & 0xf0) >= 0xf1; }
int lt_past(long b) { return (b & 0xf0) < 0xf1; }
int ge_zero(long b) { return (b & 0xf0) >= 0; }
int lt_zero(long b) { return (b & 0xf0) < 0; }
int gt_negative(long b) { return (b & 0xf0) > -1; }
int le_negative(int b) { return (b & 0x70) <= -5; }
int negative_mask(long b) { return (b & -16) < 0xf1; }
int le_zero(long b) { return (b & 0xf0) <= 0; }
int gt_zero(long b) { return (b & 0xf0) > 0; }
int lt_one(long b) { return (b & 0xf0) < 1; }

/*
 * check-name: optim: a signed compare of x & M (M >= 0) with C outside [0, M] is decided
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
le_past:
.L0:
	<entry-point>
	ret.32      $1


le_mask:
.L2:
	<entry-point>
	ret.32      $1


gt_mask:
.L4:
	<entry-point>
	ret.32      $0


ge_past:
.L6:
	<entry-point>
	ret.32      $0


lt_past:
.L8:
	<entry-point>
	ret.32      $1


ge_zero:
.L10:
	<entry-point>
	ret.32      $1


lt_zero:
.L12:
	<entry-point>
	ret.32      $0


gt_negative:
.L14:
	<entry-point>
	ret.32      $1


le_negative:
.L16:
	<entry-point>
	ret.32      $0


negative_mask:
.L18:
	<entry-point>
	and.64      %r38 <- %arg1, $-16
	setle.32    %r39 <- %r38, $240
	ret.32      %r39


le_zero:
.L20:
	<entry-point>
	and.64      %r42 <- %arg1, $240
	seteq.32    %r43 <- %r42, $0
	ret.32      %r43


gt_zero:
.L22:
	<entry-point>
	and.64      %r46 <- %arg1, $240
	setne.32    %r47 <- %r46, $0
	ret.32      %r47


lt_one:
.L24:
	<entry-point>
	and.64      %r50 <- %arg1, $240
	seteq.32    %r51 <- %r50, $0
	ret.32      %r51


 * check-output-end
 */
