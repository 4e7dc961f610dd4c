struct a {
	int x:3;
};
static struct a s;
static __auto_type z = s.x;
_Static_assert(sizeof(z) == 4, "int");
/*
 * check-name: __auto_type from a bit-field takes the type it is carved of
 *
 * check-error-start
layout/autotype-bitfield.c:5:20: warning: __auto_type on bitfield
 * check-error-end
 */
