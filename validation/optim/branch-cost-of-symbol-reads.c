extern long e0, e1, e2, e3;
static long s0, s1, s2, s3;
long d0, d1, d2, d3, d4;
struct pair { long a, b; };
extern struct pair ep;
int extern_cheap(int r) { return r || ((e0 + e1 + e2) < 0); }
int extern_dear(int r) { return r || ((e0 + e1 + e2 + e3) < 0); }
int static_dear(int r) { return r || ((s0 + s1 + s2 + s3) < 0); }
int defined_cheap(int r) { return r || ((d0 + d1 + d2 + d3) < 0); }
int defined_dear(int r) { return r || ((d0 + d1 + d2 + d3 + d4) < 0); }
int argument_and_extern(int r, long j) { return r || ((e0 + e1 + j) < 0); }
int member_of_extern(int r, long j) { return r || ((ep.a + ep.b + j + 1) < 0); }
/*
 * check-name: optim: 'a || b' computes b without a branch when cheap; a read of an extern or static symbol costs 2, of another 1, as upstream
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
extern_cheap:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	load.64     %r3 <- 0[e0]
	load.64     %r4 <- 0[e1]
	add.64      %r5 <- %r3, %r4
	load.64     %r6 <- 0[e2]
	add.64      %r7 <- %r5, %r6
	setlt.1     %r9 <- %r7, $0
	or.1        %r10 <- %r2, %r9
	zext.32     %r11 <- (1) %r10
	ret.32      %r11


extern_dear:
.L2:
	<entry-point>
	phisrc.32   %phi2 <- $1
	cbr         %arg1, .L5, .L4

.L4:
	load.64     %r16 <- 0[e0]
	load.64     %r17 <- 0[e1]
	add.64      %r18 <- %r16, %r17
	load.64     %r19 <- 0[e2]
	add.64      %r20 <- %r18, %r19
	load.64     %r21 <- 0[e3]
	add.64      %r22 <- %r20, %r21
	setlt.32    %r25 <- %r22, $0
	phisrc.32   %phi3 <- %r25
	br          .L5

.L5:
	phi.32      %r13 <- %phi2, %phi3
	ret.32      %r13


static_dear:
.L6:
	<entry-point>
	phisrc.32   %phi5 <- $1
	cbr         %arg1, .L9, .L8

.L8:
	load.64     %r30 <- 0[s0]
	load.64     %r31 <- 0[s1]
	add.64      %r32 <- %r30, %r31
	load.64     %r33 <- 0[s2]
	add.64      %r34 <- %r32, %r33
	load.64     %r35 <- 0[s3]
	add.64      %r36 <- %r34, %r35
	setlt.32    %r39 <- %r36, $0
	phisrc.32   %phi6 <- %r39
	br          .L9

.L9:
	phi.32      %r27 <- %phi5, %phi6
	ret.32      %r27


defined_cheap:
.L10:
	<entry-point>
	setne.1     %r42 <- %arg1, $0
	load.64     %r43 <- 0[d0]
	load.64     %r44 <- 0[d1]
	add.64      %r45 <- %r43, %r44
	load.64     %r46 <- 0[d2]
	add.64      %r47 <- %r45, %r46
	load.64     %r48 <- 0[d3]
	add.64      %r49 <- %r47, %r48
	setlt.1     %r51 <- %r49, $0
	or.1        %r52 <- %r42, %r51
	zext.32     %r53 <- (1) %r52
	ret.32      %r53


defined_dear:
.L12:
	<entry-point>
	phisrc.32   %phi9 <- $1
	cbr         %arg1, .L15, .L14

.L14:
	load.64     %r58 <- 0[d0]
	load.64     %r59 <- 0[d1]
	add.64      %r60 <- %r58, %r59
	load.64     %r61 <- 0[d2]
	add.64      %r62 <- %r60, %r61
	load.64     %r63 <- 0[d3]
	add.64      %r64 <- %r62, %r63
	load.64     %r65 <- 0[d4]
	add.64      %r66 <- %r64, %r65
	setlt.32    %r69 <- %r66, $0
	phisrc.32   %phi10 <- %r69
	br          .L15

.L15:
	phi.32      %r55 <- %phi9, %phi10
	ret.32      %r55


argument_and_extern:
.L16:
	<entry-point>
	setne.1     %r72 <- %arg1, $0
	load.64     %r73 <- 0[e0]
	load.64     %r74 <- 0[e1]
	add.64      %r75 <- %r73, %r74
	add.64      %r77 <- %r75, %arg2
	setlt.1     %r79 <- %r77, $0
	or.1        %r80 <- %r72, %r79
	zext.32     %r81 <- (1) %r80
	ret.32      %r81


member_of_extern:
.L18:
	<entry-point>
	setne.1     %r84 <- %arg1, $0
	load.64     %r85 <- 0[ep]
	load.64     %r86 <- 8[ep]
	add.64      %r87 <- %r85, %r86
	add.64      %r89 <- %r87, %arg2
	add.64      %r90 <- %r89, $1
	setlt.1     %r92 <- %r90, $0
	or.1        %r93 <- %r84, %r92
	zext.32     %r94 <- (1) %r93
	ret.32      %r94


 * check-output-end
 */
