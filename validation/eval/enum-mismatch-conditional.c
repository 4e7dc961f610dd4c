enum a { A0, A1 };
enum b { B0, B1 };

static int f(int c, enum a x, enum b y)
{
	return c ? x : y;
}
/*
 * check-name: ?: between two enum types
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-mismatch-conditional.c:6:24: warning: mixing different enum types:
eval/enum-mismatch-conditional.c:6:24:    unsigned int enum a
eval/enum-mismatch-conditional.c:6:24:    unsigned int enum b
 * check-error-end
 */
