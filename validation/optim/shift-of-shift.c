unsigned lsr_lsr(unsigned x) { return (x >> 3) >> 4; }
unsigned lsr_lsr_zero(unsigned x) { return (x >> 20) >> 12; }
unsigned shl_shl(unsigned x) { return (x << 3) << 4; }
unsigned shl_shl_zero(unsigned x) { return (x << 20) << 12; }
int asr_asr(int x) { return (x >> 20) >> 10; }
int asr_asr_sign(int x) { return (x >> 20) >> 12; }
unsigned lsr_shl(unsigned x) { return (x >> 4) << 4; }
unsigned lsr_shl_kept(unsigned x) { return (x >> 8) << 4; }
unsigned shl_lsr_kept(unsigned x) { return (x << 4) >> 8; }
int asr_shl_kept(int x) { return (x >> 4) << 4; }
unsigned shared(unsigned x, unsigned *p) { unsigned y = x >> 4; *p = y; return y >> 4; }
unsigned shared_mask(unsigned x, unsigned *p) { unsigned y = x >> 4; *p = y; return y << 4; }
unsigned variable_kept(unsigned x, int s) { return x >> s << s; }
/*
 * check-name: optim: shifts of shifts by constants are one shift: 0 past the size, asr at most by size-1; (x >> S) << S is a mask
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
lsr_lsr:
.L0:
	<entry-point>
	lsr.32      %r3 <- %arg1, $7
	ret.32      %r3


lsr_lsr_zero:
.L2:
	<entry-point>
	ret.32      $0


shl_shl:
.L4:
	<entry-point>
	shl.32      %r11 <- %arg1, $7
	ret.32      %r11


shl_shl_zero:
.L6:
	<entry-point>
	ret.32      $0


asr_asr:
.L8:
	<entry-point>
	asr.32      %r19 <- %arg1, $30
	ret.32      %r19


asr_asr_sign:
.L10:
	<entry-point>
	asr.32      %r23 <- %arg1, $31
	ret.32      %r23


lsr_shl:
.L12:
	<entry-point>
	and.32      %r27 <- %arg1, $0xfffffff0
	ret.32      %r27


lsr_shl_kept:
.L14:
	<entry-point>
	lsr.32      %r30 <- %arg1, $8
	shl.32      %r31 <- %r30, $4
	ret.32      %r31


shl_lsr_kept:
.L16:
	<entry-point>
	shl.32      %r34 <- %arg1, $4
	lsr.32      %r35 <- %r34, $8
	ret.32      %r35


asr_shl_kept:
.L18:
	<entry-point>
	asr.32      %r38 <- %arg1, $4
	shl.32      %r39 <- %r38, $4
	ret.32      %r39


shared:
.L20:
	<entry-point>
	lsr.32      %r42 <- %arg1, $4
	store.32    %r42 -> 0[%arg2]
	lsr.32      %r46 <- %arg1, $8
	ret.32      %r46


shared_mask:
.L22:
	<entry-point>
	lsr.32      %r49 <- %arg1, $4
	store.32    %r49 -> 0[%arg2]
	and.32      %r53 <- %arg1, $0xfffffff0
	ret.32      %r53


variable_kept:
.L24:
	<entry-point>
	lsr.32      %r57 <- %arg1, %arg2
	shl.32      %r59 <- %r57, %arg2
	ret.32      %r59


 * check-output-end
 */
