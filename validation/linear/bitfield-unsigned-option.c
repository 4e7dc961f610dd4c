typedef int T;
typedef signed int ST;
enum e { A, B };
struct s { T a:3; ST b:3; enum e c:2; int d:1; short f:3; long long g:5; char h:1; };
int fa(struct s *p) { return p->a; }
int fb(struct s *p) { return p->b; }
int fc(struct s *p) { return p->c; }
int fd(struct s *p) { return p->d; }
int ff(struct s *p) { return p->f; }
long long fg(struct s *p) { return p->g; }
int fh(struct s *p) { return p->h; }
/*
 * check-name: -funsigned-bitfields: plain integer bit-fields, typedefs and enums too, are unsigned; 'signed' ones stay
 * check-command: test-linearize -Wno-decl -funsigned-bitfields $file
 *
 * check-output-start
fa:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	and.32      %r4 <- %r2, $7
	ret.32      %r4


fb:
.L2:
	<entry-point>
	load.32     %r7 <- 0[%arg1]
	lsr.32      %r8 <- %r7, $3
	trunc.3     %r9 <- (32) %r8
	sext.32     %r10 <- (3) %r9
	ret.32      %r10


fc:
.L4:
	<entry-point>
	load.32     %r13 <- 0[%arg1]
	lsr.32      %r14 <- %r13, $6
	and.32      %r16 <- %r14, $3
	ret.32      %r16


fd:
.L6:
	<entry-point>
	load.32     %r19 <- 0[%arg1]
	lsr.32      %r20 <- %r19, $8
	and.32      %r22 <- %r20, $1
	ret.32      %r22


ff:
.L8:
	<entry-point>
	load.16     %r25 <- 0[%arg1]
	lsr.16      %r26 <- %r25, $9
	trunc.3     %r27 <- (16) %r26
	zext.32     %r28 <- (3) %r27
	ret.32      %r28


fg:
.L10:
	<entry-point>
	load.64     %r31 <- 0[%arg1]
	lsr.64      %r32 <- %r31, $12
	and.64      %r34 <- %r32, $31
	ret.64      %r34


fh:
.L12:
	<entry-point>
	load.8      %r37 <- 2[%arg1]
	lsr.8       %r38 <- %r37, $1
	trunc.1     %r39 <- (8) %r38
	zext.32     %r40 <- (1) %r39
	ret.32      %r40


 * check-output-end
 *
 * check-error-start
linear/bitfield-unsigned-option.c:4:46: error: dubious one-bit signed bitfield
linear/bitfield-unsigned-option.c:4:82: error: dubious one-bit signed bitfield
 * check-error-end
 */
