enum a { A0, A1 };
enum b { B0, B1 };

static enum a f(enum b y)
{
	return y;
}
/*
 * check-name: returning one enum type as another
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-mismatch-return.c:6:16: warning: mixing different enum types:
eval/enum-mismatch-return.c:6:16:    unsigned int enum b
eval/enum-mismatch-return.c:6:16:    unsigned int enum a
 * check-error-end
 */
