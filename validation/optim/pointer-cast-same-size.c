long to_long(int *p) { return (long)p; }
int *from_long(long x) { return (int *)x; }
int *from_int(int x) { return (int *)x; }
int to_int(int *p) { return (int)(long)p; }
int *offset(int *p) { return (int *)((long)p + 4); }
/*
 * check-name: ptrtu.N and utptr.N of an N-bit value are that value
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
to_long:
.L0:
	<entry-point>
	ret.64      %arg1


from_long:
.L2:
	<entry-point>
	ret.64      %arg1


from_int:
.L4:
	<entry-point>
	sext.64     %r8 <- (32) %arg1
	ret.64      %r8


to_int:
.L6:
	<entry-point>
	trunc.32    %r13 <- (64) %arg1
	ret.32      %r13


offset:
.L8:
	<entry-point>
	add.64      %r17 <- %arg1, $4
	ret.64      %r17


 * check-output-end
 *
 * check-error-start
optim/pointer-cast-same-size.c:3:38: warning: non size-preserving integer to pointer cast
 * check-error-end
 */
