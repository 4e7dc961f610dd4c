union u { int i; float f; unsigned u; };

float float_of_int(void)
{
	union u v = { .i = 1 };

	return v.f;
}

int int_of_float(void)
{
	union u v = { .f = 1.0f };

	return v.i;
}

unsigned unsigned_of_int(void)
{
	union u v = { .i = -1 };

	return v.u;
}

void *pointer_of_long(void)
{
	union { long l; void *p; } v = { .l = 8 };

	return v.p;
}
/*
 * check-name: a union read as a float where an integer was initialised (or the reverse) stays a load, as sparse; an integer or pointer of the same size folds
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
float_of_int:
.L0:
	<entry-point>
	store.32    $1 -> 0[v]
	load.32     %r1 <- 0[v]
	ret.32      %r1


int_of_float:
.L2:
	<entry-point>
	setfval.32  %r3 <- 1.000000e+00
	store.32    %r3 -> 0[v]
	load.32     %r4 <- 0[v]
	ret.32      %r4


unsigned_of_int:
.L4:
	<entry-point>
	ret.32      $0xffffffff


pointer_of_long:
.L6:
	<entry-point>
	ret.64      $8


 * check-output-end
 */
