typedef unsigned char u8; typedef signed char s8; typedef short s16;
typedef unsigned u32; typedef int s32; typedef long long s64;
s32 short_high(u32 x) { return (s16)(x >> 16); }
s32 byte_high(u32 x) { return (s8)(x >> 24); }
s32 not_high(u32 x) { return (s8)(x >> 20); }
s32 arith_kept(s32 x) { return (s16)(x >> 16); }
s64 wider_kept(u32 x) { return (s16)(x >> 16); }
/*
 * check-name: optim: sext (trunc (x >> (N-K))), the shift logical and x of N bits, is x >> (N-K) arithmetic
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
short_high:
.L0:
	<entry-point>
	asr.32      %r4 <- %arg1, $16
	ret.32      %r4


byte_high:
.L2:
	<entry-point>
	asr.32      %r9 <- %arg1, $24
	ret.32      %r9


not_high:
.L4:
	<entry-point>
	lsr.32      %r12 <- %arg1, $20
	trunc.8     %r13 <- (32) %r12
	sext.32     %r14 <- (8) %r13
	ret.32      %r14


arith_kept:
.L6:
	<entry-point>
	asr.32      %r17 <- %arg1, $16
	trunc.16    %r18 <- (32) %r17
	sext.32     %r19 <- (16) %r18
	ret.32      %r19


wider_kept:
.L8:
	<entry-point>
	lsr.32      %r22 <- %arg1, $16
	trunc.16    %r23 <- (32) %r22
	sext.64     %r24 <- (16) %r23
	ret.64      %r24


 * check-output-end
 */
