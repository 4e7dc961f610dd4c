enum a { A0, A1 };
enum b { B0, B1 };

static enum a f(enum a x, enum b y)
{
	x = y;
	return x;
}
/*
 * check-name: assigning one enum type to another
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-mismatch-assign.c:6:13: warning: mixing different enum types:
eval/enum-mismatch-assign.c:6:13:    unsigned int enum b
eval/enum-mismatch-assign.c:6:13:    unsigned int enum a
 * check-error-end
 */
