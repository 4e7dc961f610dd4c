int same_bit(int a) { return (a & 8) ? 8 : 0; }
int higher(int a) { return (a & 1) ? 8 : 0; }
int higher_by_2(int a) { return (a & 4) ? 16 : 0; }
int lower(int a) { return (a & 16) ? 4 : 0; }
unsigned lower_unsigned(unsigned a) { return (a & 16) ? 4 : 0; }
long higher_long(long a) { return (a & 2) ? 0x100000000 : 0; }
int not_reversed(int a) { return (a & 8) ? 0 : 8; }
int not_two_bits(int a) { return (a & 3) ? 2 : 0; }
int not_three(int a) { return (a & 4) ? 3 : 0; }
int not_one(int a) { return (a & 0x80000000) ? 1 : 0; }
int not_and_used_twice(int a, int *p) { int t = a & 16; *p = t; return t ? 4 : 0; }
long not_other_size(long a) { return (a & 0x100000000) ? 2 : 0; }
/*
 * check-name: optim: 'select (x & 2^k), 2^m, 0' is (x & 2^k) shifted by m - k, or (x >> (k - m)) & 2^m
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
same_bit:
.L0:
	<entry-point>
	and.32      %r2 <- %arg1, $8
	ret.32      %r2


higher:
.L2:
	<entry-point>
	and.32      %r6 <- %arg1, $1
	shl.32      %r7 <- %r6, $3
	ret.32      %r7


higher_by_2:
.L4:
	<entry-point>
	and.32      %r10 <- %arg1, $4
	shl.32      %r11 <- %r10, $2
	ret.32      %r11


lower:
.L6:
	<entry-point>
	lsr.32      %r14 <- %arg1, $2
	and.32      %r15 <- %r14, $4
	ret.32      %r15


lower_unsigned:
.L8:
	<entry-point>
	lsr.32      %r18 <- %arg1, $2
	and.32      %r19 <- %r18, $4
	ret.32      %r19


higher_long:
.L10:
	<entry-point>
	and.64      %r22 <- %arg1, $2
	shl.64      %r23 <- %r22, $31
	ret.64      %r23


not_reversed:
.L12:
	<entry-point>
	and.32      %r26 <- %arg1, $8
	select.32   %r27 <- %r26, $0, $8
	ret.32      %r27


not_two_bits:
.L14:
	<entry-point>
	and.32      %r30 <- %arg1, $3
	select.32   %r31 <- %r30, $2, $0
	ret.32      %r31


not_three:
.L16:
	<entry-point>
	and.32      %r34 <- %arg1, $4
	select.32   %r35 <- %r34, $3, $0
	ret.32      %r35


not_one:
.L18:
	<entry-point>
	and.32      %r38 <- %arg1, $0x80000000
	setne.32    %r39 <- %r38, $0
	ret.32      %r39


not_and_used_twice:
.L20:
	<entry-point>
	and.32      %r42 <- %arg1, $16
	store.32    %r42 -> 0[%arg2]
	select.32   %r46 <- %r42, $4, $0
	ret.32      %r46


not_other_size:
.L22:
	<entry-point>
	and.64      %r49 <- %arg1, $0x100000000
	select.32   %r50 <- %r49, $2, $0
	sext.64     %r51 <- (32) %r50
	ret.64      %r51


 * check-output-end
 */
