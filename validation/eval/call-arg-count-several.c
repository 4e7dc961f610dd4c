extern int two(int a, int b);
extern int none(void);
extern int var(int a, ...);

static int f(void)
{
	return two(1) + two(1, 2, 3) + none(1) + var() + var(1, 2, 3);
}
/*
 * check-name: every wrong argument count in one expression is reported
 * check-command: sparse $file
 *
 * check-error-start
eval/call-arg-count-several.c:7:19: error: not enough arguments for function two
eval/call-arg-count-several.c:7:28: error: too many arguments for function two
eval/call-arg-count-several.c:7:44: error: too many arguments for function none
eval/call-arg-count-several.c:7:53: error: not enough arguments for function var
 * check-error-end
 */
