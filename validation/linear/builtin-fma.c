double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
long double fmal(long double a, long double b, long double c) { return __builtin_fmal(a, b, c); }
double converted(float a, int b, double c) { return __builtin_fma(a, b, c); }
/*
 * check-name: __builtin_fma, fmaf and fmal are fmadd
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
fma:
.L0:
	<entry-point>
	fmadd.64    %r4 <- %arg1, %arg2, %arg3
	ret.64      %r4


fmaf:
.L2:
	<entry-point>
	fmadd.32    %r9 <- %arg1, %arg2, %arg3
	ret.32      %r9


fmal:
.L4:
	<entry-point>
	fmadd.128   %r14 <- %arg1, %arg2, %arg3
	ret.128     %r14


converted:
.L6:
	<entry-point>
	fcvtf.64    %r17 <- (32) %arg1
	scvtf.64    %r19 <- (32) %arg2
	fmadd.64    %r21 <- %r17, %r19, %arg3
	ret.64      %r21


 * check-output-end
 */
