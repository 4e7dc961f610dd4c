int vla_nn(int n)
{
	int v[n][n];

	return sizeof(v);
}

int vla_n3(int n)
{
	int v[n][3];

	return sizeof(v) + sizeof(v[0]);
}

int const_outer(int n)
{
	return sizeof(int[3][n]);
}
/*
 * check-name: sizeof of a two-dimensional variable length array: count times the element's own size; a constant count of them is 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-error-start
eval/sizeof-vla-2d.c:3:18: warning: Variable length array is used.
eval/sizeof-vla-2d.c:3:15: warning: Variable length array is used.
eval/sizeof-vla-2d.c:10:15: warning: Variable length array is used.
eval/sizeof-vla-2d.c:17:30: warning: Variable length array is used.
 * check-error-end
 *
 * check-output-start
vla_nn:
.L0:
	<entry-point>
	sext.64     %r2 <- (32) %arg1
	mul.64      %r5 <- %r2, $4
	mul.64      %r6 <- %r2, %r5
	trunc.32    %r7 <- (64) %r6
	ret.32      %r7


vla_n3:
.L2:
	<entry-point>
	sext.64     %r10 <- (32) %arg1
	mul.64      %r11 <- %r10, $12
	add.64      %r12 <- %r11, $12
	trunc.32    %r13 <- (64) %r12
	ret.32      %r13


const_outer:
.L4:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
