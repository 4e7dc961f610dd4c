enum a { A0, A1 };
enum b { B0, B1 };

static int f(enum a x, enum b y)
{
	return x == y;
}
/*
 * check-name: comparing values of two enum types
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-mismatch-compare.c:6:21: warning: mixing different enum types:
eval/enum-mismatch-compare.c:6:21:    unsigned int enum a
eval/enum-mismatch-compare.c:6:21:    unsigned int enum b
 * check-error-end
 */
