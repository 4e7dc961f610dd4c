int neg(int a) { return -a; }
int inv(int a) { return ~a; }
int not(int a) { return !a; }
double fneg(double d) { return -d; }
int fnot(double d) { return !d; }

/*
 * check-name: negation, complement and logical not
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
neg:
.L0:
	<entry-point>
	neg.32      %r2 <- %arg1
	ret.32      %r2


inv:
.L2:
	<entry-point>
	not.32      %r5 <- %arg1
	ret.32      %r5


not:
.L4:
	<entry-point>
	seteq.32    %r8 <- %arg1, $0
	ret.32      %r8


fneg:
.L6:
	<entry-point>
	fneg.64     %r11 <- %arg1
	ret.64      %r11


fnot:
.L8:
	<entry-point>
	setfval.64  %r14 <- 0.000000e+00
	fcmpoeq.32  %r15 <- %arg1, %r14
	ret.32      %r15


 * check-output-end
 */
