struct p1 { unsigned char x; unsigned a:3, b:2; } __attribute__((packed));
struct p2 { unsigned char x; unsigned a:6, b:12; } __attribute__((packed));
struct p3 { unsigned char x; unsigned long long a:6, b:30; } __attribute__((packed));
struct p4 { unsigned char x; unsigned a:6, b:20; } __attribute__((packed));
struct m { char x; unsigned a:3, b:2 __attribute__((packed)); char c[7]; };
unsigned byte(struct p1 *q) { return q->b; }
int low(struct p2 *q) { return q->a; }
unsigned three_bytes(struct p2 *q) { return q->b; }
unsigned long long five_bytes(struct p3 *q) { return q->b; }
unsigned four_bytes(struct p4 *q) { return q->b; }
unsigned member_packed(struct m *q) { return q->b; }
void set_byte(struct p1 *q) { q->b = 1; }
void set_three_bytes(struct p2 *q, int v) { q->b = v; }
/*
 * check-name: linear: a bit-field of a packed struct is accessed in the bytes it covers (24 or 40 bits too), not its type's size
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
byte:
.L0:
	<entry-point>
	load.8      %r2 <- 1[%arg1]
	lsr.8       %r3 <- %r2, $3
	trunc.2     %r4 <- (8) %r3
	zext.32     %r5 <- (2) %r4
	ret.32      %r5


low:
.L2:
	<entry-point>
	load.8      %r8 <- 1[%arg1]
	trunc.6     %r9 <- (8) %r8
	zext.32     %r10 <- (6) %r9
	ret.32      %r10


three_bytes:
.L4:
	<entry-point>
	load.24     %r13 <- 1[%arg1]
	lsr.24      %r14 <- %r13, $6
	trunc.12    %r15 <- (24) %r14
	zext.32     %r16 <- (12) %r15
	ret.32      %r16


five_bytes:
.L6:
	<entry-point>
	load.40     %r19 <- 1[%arg1]
	lsr.40      %r20 <- %r19, $6
	trunc.30    %r21 <- (40) %r20
	zext.64     %r22 <- (30) %r21
	ret.64      %r22


four_bytes:
.L8:
	<entry-point>
	load.32     %r25 <- 1[%arg1]
	lsr.32      %r26 <- %r25, $6
	and.32      %r28 <- %r26, $0xfffff
	ret.32      %r28


member_packed:
.L10:
	<entry-point>
	load.32     %r31 <- 1[%arg1]
	lsr.32      %r32 <- %r31, $3
	and.32      %r34 <- %r32, $3
	ret.32      %r34


set_byte:
.L12:
	<entry-point>
	load.8      %r37 <- 1[%arg1]
	and.8       %r40 <- %r37, $231
	or.8        %r41 <- %r40, $8
	store.8     %r41 -> 1[%arg1]
	ret


set_three_bytes:
.L14:
	<entry-point>
	trunc.12    %r43 <- (32) %arg2
	load.24     %r45 <- 1[%arg1]
	zext.24     %r46 <- (12) %r43
	shl.24      %r47 <- %r46, $6
	and.24      %r48 <- %r45, $0xfc003f
	or.24       %r49 <- %r47, %r48
	store.24    %r49 -> 1[%arg1]
	ret


 * check-output-end
 */
