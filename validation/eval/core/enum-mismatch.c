enum a { A0 };
enum b { B0 };
static int f(enum a x, enum b y)
{
	return x == y;
}
/*
 * check-name: two enum types compared
 * check-command: sparse $file
 *
 * check-error-start
eval/core/enum-mismatch.c:5:21: warning: mixing different enum types:
eval/core/enum-mismatch.c:5:21:    unsigned int enum a
eval/core/enum-mismatch.c:5:21:    unsigned int enum b
 * check-error-end
 */
