union fi { int i; float f; };
union ll { long l; unsigned long ul; };
union ld { long l; unsigned long ul; double d; };
union lp { long l; void *p; };

float int_to_float(int x)
{
	union fi v;

	v.i = x;
	return v.f;
}

long with_double(long x, int c)
{
	union ld v;

	v.l = x;
	if (c)
		v.ul = 3;
	return v.l;
}

long integers(long x, int c)
{
	union ll v;

	v.l = x;
	if (c)
		v.ul = 3;
	return v.l;
}

void *pointer(long x)
{
	union lp v;

	v.l = x;
	return v.p;
}
/*
 * check-name: a union with a float member is no register, as sparse: its stores and loads stay; one of integers and pointers of one size is
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
int_to_float:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[v]
	load.32     %r2 <- 0[v]
	ret.32      %r2


with_double:
.L2:
	<entry-point>
	select.64   %r7 <- %arg2, $3, %arg1
	ret.64      %r7


integers:
.L6:
	<entry-point>
	select.64   %r14(v) <- %arg2, $3, %arg1
	ret.64      %r14(v)


pointer:
.L10:
	<entry-point>
	ret.64      %arg1


 * check-output-end
 */
