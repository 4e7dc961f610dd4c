long to_long(int *p) { return (long)p; }
int *from_long(long x) { return (int *)x; }
int *from_int(int x) { return (int *)x; }
int to_int(int *p) { return (int)(long)p; }
int *offset(int *p) { return (int *)((long)p + 4); }
/*
 * check-name: ptrtu.32 and utptr.32 of a 32-bit value (-m32) are that value
 * check-command: test-linearize -m32 -Wno-decl $file
 *
 * check-output-start
to_long:
.L0:
	<entry-point>
	ret.32      %arg1


from_long:
.L2:
	<entry-point>
	ret.32      %arg1


from_int:
.L4:
	<entry-point>
	ret.32      %arg1


to_int:
.L6:
	<entry-point>
	ret.32      %arg1


offset:
.L8:
	<entry-point>
	add.32      %r15 <- %arg1, $4
	ret.32      %r15


 * check-output-end
 */
