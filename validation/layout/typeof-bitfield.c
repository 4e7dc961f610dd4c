struct a {
	int x:3;
};
static struct a s;
static typeof(s.x) y;
/*
 * check-name: typeof of a bit-field is warned about at the bit-field
 *
 * check-error-start
layout/typeof-bitfield.c:2:14: warning: typeof applied to bitfield type
 * check-error-end
 */
