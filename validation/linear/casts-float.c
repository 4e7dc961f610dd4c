double up(float f) { return f; }
float down(double d) { return d; }
int tosigned(double d) { return d; }
unsigned tounsigned(double d) { return d; }
double fromsigned(long l) { return l; }
double fromunsigned(unsigned long l) { return l; }

/*
 * check-name: floating conversions
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
up:
.L0:
	<entry-point>
	fcvtf.64    %r2 <- (32) %arg1
	ret.64      %r2


down:
.L2:
	<entry-point>
	fcvtf.32    %r5 <- (64) %arg1
	ret.32      %r5


tosigned:
.L4:
	<entry-point>
	fcvts.32    %r8 <- (64) %arg1
	ret.32      %r8


tounsigned:
.L6:
	<entry-point>
	fcvtu.32    %r11 <- (64) %arg1
	ret.32      %r11


fromsigned:
.L8:
	<entry-point>
	scvtf.64    %r14 <- (64) %arg1
	ret.64      %r14


fromunsigned:
.L10:
	<entry-point>
	ucvtf.64    %r17 <- (64) %arg1
	ret.64      %r17


 * check-output-end
 */
