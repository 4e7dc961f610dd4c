typedef unsigned short u16;
enum e { A, B };
struct a {
	int x:33;
	u16 y:17;
	enum e z:33;
	unsigned int ok:32;
	const int w:40;
	_Bool b:2;
};
static struct a s;
/*
 * check-name: a bit-field wider than its type is an error, when the struct is used
 *
 * check-error-start
layout/bitfield-wider.c:4:14: error: bitfield 'x' is wider (33) than its type (int)
layout/bitfield-wider.c:5:14: error: bitfield 'y' is wider (17) than its type (unsigned short)
layout/bitfield-wider.c:6:17: error: bitfield 'z' is wider (33) than its type (unsigned int enum e)
layout/bitfield-wider.c:8:20: error: bitfield 'w' is wider (40) than its type (int)
layout/bitfield-wider.c:9:16: error: bitfield 'b' is wider (2) than its type (bool)
 * check-error-end
 */
