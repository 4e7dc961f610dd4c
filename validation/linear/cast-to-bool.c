_Bool truth(int a) { return a; }
_Bool ptruth(void *p) { return p; }
_Bool ftruth(double d) { return d; }
int back(_Bool b) { return b; }

/*
 * check-name: a conversion to _Bool compares with zero
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
truth:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	ret.1       %r2


ptruth:
.L2:
	<entry-point>
	setne.1     %r5 <- %arg1, $0
	ret.1       %r5


ftruth:
.L4:
	<entry-point>
	setfval.64  %r8 <- 0.000000e+00
	fcmpune.1   %r9 <- %arg1, %r8
	ret.1       %r9


back:
.L6:
	<entry-point>
	zext.32     %r12 <- (1) %arg1
	ret.32      %r12


 * check-output-end
 */
