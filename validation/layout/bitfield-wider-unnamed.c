struct a {
	char c;
	int :33;
};
static struct a s;
/*
 * check-name: an unnamed bit-field too wide for its type
 *
 * check-error-start
layout/bitfield-wider-unnamed.c:3:13: error: bitfield '<noident>' is wider (33) than its type (int)
 * check-error-end
 */
