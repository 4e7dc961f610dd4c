int ugt_max_less_one(unsigned long x) { return x > 0xfffffffffffffffeUL; }
int uge_max(unsigned x) { return x >= 0xffffffffU; }
int ult_max(unsigned long x) { return x < 0xffffffffffffffffUL; }
int ule_max_less_one(unsigned char x) { return x <= 254; }
int ugt_max_less_one_char(unsigned char x) { return x >= 255; }
int slt_min_plus_one(long x) { return x < -0x7fffffffffffffffL; }
int sge_min_plus_one(long x) { return x >= -0x7fffffffffffffffL; }
int sgt_max_less_one(int x) { return x > 0x7ffffffe; }
int sge_max(long x) { return x >= 0x7fffffffffffffffL; }
int slt_max(long x) { return x < 0x7fffffffffffffffL; }
int sle_max_less_one(short x) { return x <= 0x7ffe; }
int sle_min_plus_one_kept(int x) { return x <= -0x7fffffff; }
/*
 * check-name: optim: a compare one step inside the type's extremes is an equality
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
ugt_max_less_one:
.L0:
	<entry-point>
	seteq.32    %r2 <- %arg1, $-1
	ret.32      %r2


uge_max:
.L2:
	<entry-point>
	seteq.32    %r5 <- %arg1, $0xffffffff
	ret.32      %r5


ult_max:
.L4:
	<entry-point>
	setne.32    %r8 <- %arg1, $-1
	ret.32      %r8


ule_max_less_one:
.L6:
	<entry-point>
	setne.32    %r12 <- %arg1, $255
	ret.32      %r12


ugt_max_less_one_char:
.L8:
	<entry-point>
	seteq.32    %r16 <- %arg1, $255
	ret.32      %r16


slt_min_plus_one:
.L10:
	<entry-point>
	seteq.32    %r19 <- %arg1, $0x8000000000000000
	ret.32      %r19


sge_min_plus_one:
.L12:
	<entry-point>
	setne.32    %r22 <- %arg1, $0x8000000000000000
	ret.32      %r22


sgt_max_less_one:
.L14:
	<entry-point>
	seteq.32    %r25 <- %arg1, $0x7fffffff
	ret.32      %r25


sge_max:
.L16:
	<entry-point>
	seteq.32    %r28 <- %arg1, $0x7fffffffffffffff
	ret.32      %r28


slt_max:
.L18:
	<entry-point>
	setne.32    %r31 <- %arg1, $0x7fffffffffffffff
	ret.32      %r31


sle_max_less_one:
.L20:
	<entry-point>
	setne.32    %r35 <- %arg1, $0x7fff
	ret.32      %r35


sle_min_plus_one_kept:
.L22:
	<entry-point>
	setlt.32    %r38 <- %arg1, $0x80000002
	ret.32      %r38


 * check-output-end
 */
