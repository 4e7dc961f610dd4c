enum a { A0, A1 };
enum b { B0, B1 };

static int f(enum a x, enum b y)
{
	return (x + y) + (x | y) + (x < y);
}
/*
 * check-name: +, | and < between two enum types
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-mismatch-arith.c:6:21: warning: mixing different enum types:
eval/enum-mismatch-arith.c:6:21:    unsigned int enum a
eval/enum-mismatch-arith.c:6:21:    unsigned int enum b
eval/enum-mismatch-arith.c:6:31: warning: mixing different enum types:
eval/enum-mismatch-arith.c:6:31:    unsigned int enum a
eval/enum-mismatch-arith.c:6:31:    unsigned int enum b
eval/enum-mismatch-arith.c:6:41: warning: mixing different enum types:
eval/enum-mismatch-arith.c:6:41:    unsigned int enum a
eval/enum-mismatch-arith.c:6:41:    unsigned int enum b
 * check-error-end
 */
