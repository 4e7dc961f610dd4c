typedef unsigned char u8; typedef signed char s8; typedef unsigned short u16; typedef short s16;
typedef unsigned u32; typedef int s32; typedef unsigned long long u64; typedef long long s64;
u8 trunc_trunc(u32 x) { return (u8)(u16)x; }
u16 zext_to_same(u8 x) { return (u16)(u32)x; }
s16 sext_to_same(s8 x) { return (s16)(s32)x; }
u8 zext_to_less(u16 x) { return (u8)(u32)x; }
u8 sext_to_less(s16 x) { return (u8)(s32)x; }
u16 sext_to_more(s8 x) { return (u16)(s32)x; }
u32 zext_zext(u8 x) { return (u32)(u16)x; }
s64 zext_sext_kept(s8 x) { return (s64)(u16)x; }
s64 sext_zext(u8 x) { return (s64)(s16)x; }
s64 sext_sext(s8 x) { return (s64)(s16)x; }
s32 sext_trunc_kept(s32 x) { return (s32)(s8)x; }
u16 zext_trunc_kept(u64 x) { return (u16)(u8)x; }
s16 trunc_trunc_64(s64 x) { return (s16)(s32)x; }
long shared(short x, int *p) { int t = x; *p = t; return (long)t; }
/*
 * check-name: optim: a cast of a cast is one cast (trunc of trunc, zext or sext of zext, sext of sext, trunc of an extension)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
trunc_trunc:
.L0:
	<entry-point>
	trunc.8     %r3 <- (32) %arg1
	ret.8       %r3


zext_to_same:
.L2:
	<entry-point>
	zext.16     %r7 <- (8) %arg1
	ret.16      %r7


sext_to_same:
.L4:
	<entry-point>
	sext.16     %r11 <- (8) %arg1
	ret.16      %r11


zext_to_less:
.L6:
	<entry-point>
	trunc.8     %r15 <- (16) %arg1
	ret.8       %r15


sext_to_less:
.L8:
	<entry-point>
	trunc.8     %r19 <- (16) %arg1
	ret.8       %r19


sext_to_more:
.L10:
	<entry-point>
	sext.16     %r23 <- (8) %arg1
	ret.16      %r23


zext_zext:
.L12:
	<entry-point>
	zext.32     %r27 <- (8) %arg1
	ret.32      %r27


zext_sext_kept:
.L14:
	<entry-point>
	sext.16     %r30 <- (8) %arg1
	zext.64     %r31 <- (16) %r30
	ret.64      %r31


sext_zext:
.L16:
	<entry-point>
	zext.64     %r35 <- (8) %arg1
	ret.64      %r35


sext_sext:
.L18:
	<entry-point>
	sext.64     %r39 <- (8) %arg1
	ret.64      %r39


sext_trunc_kept:
.L20:
	<entry-point>
	trunc.8     %r42 <- (32) %arg1
	sext.32     %r43 <- (8) %r42
	ret.32      %r43


zext_trunc_kept:
.L22:
	<entry-point>
	trunc.8     %r46 <- (64) %arg1
	zext.16     %r47 <- (8) %r46
	ret.16      %r47


trunc_trunc_64:
.L24:
	<entry-point>
	trunc.16    %r51 <- (64) %arg1
	ret.16      %r51


shared:
.L26:
	<entry-point>
	sext.32     %r54 <- (16) %arg1
	store.32    %r54 -> 0[%arg2]
	sext.64     %r58 <- (16) %arg1
	ret.64      %r58


 * check-output-end
 */
