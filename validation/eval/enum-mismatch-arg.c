enum a { A0, A1 };
enum b { B0, B1 };
extern void take(enum a x);

static void f(enum b y)
{
	take(y);
}
/*
 * check-name: passing one enum type for another
 * check-command: sparse $file
 *
 * check-error-start
eval/enum-mismatch-arg.c:7:14: warning: mixing different enum types:
eval/enum-mismatch-arg.c:7:14:    unsigned int enum b
eval/enum-mismatch-arg.c:7:14:    unsigned int enum a
 * check-error-end
 */
