unsigned char byte(unsigned char x) { return x >> 8; }
unsigned wide(unsigned char x) { return (unsigned)x >> 8; }
unsigned half(unsigned short x) { return (unsigned)x >> 20; }
unsigned less_kept(unsigned short x) { return (unsigned)x >> 12; }
int sext_kept(short x) { return x >> 20; }
int asr_var_kept(unsigned char x, int s) { return x >> s; }
/*
 * check-name: optim: (zext x) >> S, logical or arithmetic, is 0 when S is x's size or more
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
byte:
.L0:
	<entry-point>
	ret.8       $0


wide:
.L2:
	<entry-point>
	ret.32      $0


half:
.L4:
	<entry-point>
	ret.32      $0


less_kept:
.L6:
	<entry-point>
	zext.32     %r15 <- (16) %arg1
	lsr.32      %r16 <- %r15, $12
	ret.32      %r16


sext_kept:
.L8:
	<entry-point>
	sext.32     %r19 <- (16) %arg1
	asr.32      %r20 <- %r19, $20
	ret.32      %r20


asr_var_kept:
.L10:
	<entry-point>
	zext.32     %r23 <- (8) %arg1
	asr.32      %r25 <- %r23, %arg2
	ret.32      %r25


 * check-output-end
 */
