long gl;
struct s { long m; } *ps;
void deref_int(long *p, int i) { *p += i; }
void deref_unsigned(long *p, unsigned u) { *p &= u; }
void deref_short(long *p, short i) { *p |= i; }
void deref_ulong_int(unsigned long *p, int i) { *p += i; }
void deref_ulong_uint(unsigned long *p, unsigned u) { *p -= u; }
void element(long *p, int i) { p[1] *= i; }
void variable(int i) { gl += i; }
void member(int i) { ps->m += i; }
void shift_count(long *p, short i) { *p <<= i; }
void shift_count_long(int *p, long i) { *p >>= i; }
/*
 * check-name: linear: *p op= y of a long *p is done in y's type (int rank for *p), a shift count made unsigned and converted to *p's type, as sparse
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
deref_int:
.L0:
	<entry-point>
	load.64     %r3 <- 0[%arg1]
	trunc.32    %r4 <- (64) %r3
	add.32      %r5 <- %r4, %arg2
	sext.64     %r6 <- (32) %r5
	store.64    %r6 -> 0[%arg1]
	ret


deref_unsigned:
.L2:
	<entry-point>
	load.64     %r9 <- 0[%arg1]
	trunc.32    %r10 <- (64) %r9
	and.32      %r11 <- %r10, %arg2
	zext.64     %r12 <- (32) %r11
	store.64    %r12 -> 0[%arg1]
	ret


deref_short:
.L4:
	<entry-point>
	sext.32     %r14 <- (16) %arg2
	load.64     %r16 <- 0[%arg1]
	trunc.32    %r17 <- (64) %r16
	or.32       %r18 <- %r14, %r17
	sext.64     %r19 <- (32) %r18
	store.64    %r19 -> 0[%arg1]
	ret


deref_ulong_int:
.L6:
	<entry-point>
	sext.64     %r21 <- (32) %arg2
	load.64     %r23 <- 0[%arg1]
	add.64      %r24 <- %r21, %r23
	store.64    %r24 -> 0[%arg1]
	ret


deref_ulong_uint:
.L8:
	<entry-point>
	load.64     %r27 <- 0[%arg1]
	trunc.32    %r28 <- (64) %r27
	sub.32      %r29 <- %r28, %arg2
	zext.64     %r30 <- (32) %r29
	store.64    %r30 -> 0[%arg1]
	ret


element:
.L10:
	<entry-point>
	load.64     %r33 <- 8[%arg1]
	trunc.32    %r34 <- (64) %r33
	mul.32      %r35 <- %r34, %arg2
	sext.64     %r36 <- (32) %r35
	store.64    %r36 -> 8[%arg1]
	ret


variable:
.L12:
	<entry-point>
	sext.64     %r38 <- (32) %arg1
	load.64     %r39 <- 0[gl]
	add.64      %r40 <- %r38, %r39
	store.64    %r40 -> 0[gl]
	ret


member:
.L14:
	<entry-point>
	sext.64     %r42 <- (32) %arg1
	load.64     %r43 <- 0[ps]
	load.64     %r44 <- 0[%r43]
	add.64      %r45 <- %r42, %r44
	store.64    %r45 -> 0[%r43]
	ret


shift_count:
.L16:
	<entry-point>
	sext.32     %r47 <- (16) %arg2
	zext.64     %r48 <- (32) %r47
	load.64     %r50 <- 0[%arg1]
	shl.64      %r51 <- %r50, %r48
	store.64    %r51 -> 0[%arg1]
	ret


shift_count_long:
.L18:
	<entry-point>
	trunc.32    %r53 <- (64) %arg2
	load.32     %r55 <- 0[%arg1]
	asr.32      %r56 <- %r55, %r53
	store.32    %r56 -> 0[%arg1]
	ret


 * check-output-end
 */
