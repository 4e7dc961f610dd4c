enum a { A0 = -1, A1 };
enum b { B0, B1 };

static int f(enum a x, enum b y)
{
	return x != y;
}
/*
 * check-name: an enum with a negative enumerator is shown as int enum
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-negative-type.c:6:21: warning: mixing different enum types:
eval/enum-negative-type.c:6:21:    int enum a
eval/enum-negative-type.c:6:21:    unsigned int enum b
 * check-error-end
 */
