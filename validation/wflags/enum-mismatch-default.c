enum a { A0 };
enum b { B0 };

static int f(enum a x, enum b y)
{
	return x == y;
}
/*
 * check-name: -Wenum-mismatch is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/enum-mismatch-default.c:6:21: warning: mixing different enum types:
wflags/enum-mismatch-default.c:6:21:    unsigned int enum a
wflags/enum-mismatch-default.c:6:21:    unsigned int enum b
 * check-error-end
 */
