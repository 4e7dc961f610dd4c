struct s {
	char r:1;
	unsigned char u:1;
};
/*
 * check-name: a one-bit bit-field of plain char is signed where char is
 *
 * check-error-start
layout/bitfield-one-bit-char.c:2:17: error: dubious one-bit signed bitfield
 * check-error-end
 */
