enum a { A0, A1 };
enum b { B0, B1 };

static enum a g(enum a x, enum b y)
{
	x += y;
	x = (enum a)y;
	return x;
}
/*
 * check-name: += of another enum type, and a cast
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-mismatch-compound.c:6:14: warning: mixing different enum types:
eval/enum-mismatch-compound.c:6:14:    unsigned int enum a
eval/enum-mismatch-compound.c:6:14:    unsigned int enum b
 * check-error-end
 */
