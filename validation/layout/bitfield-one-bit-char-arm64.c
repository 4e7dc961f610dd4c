struct s {
	char r:1;
	signed char s:1;
};
/*
 * check-name: arm64: plain char is unsigned, its one-bit bit-fields are fine
 * check-command: sparse --arch=arm64 $file
 *
 * check-error-start
layout/bitfield-one-bit-char-arm64.c:3:24: error: dubious one-bit signed bitfield
 * check-error-end
 */
