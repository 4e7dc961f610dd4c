static int f(void)
{
	return __builtin_constant_p(1 / 0);
}
/*
 * check-name: division by zero inside __builtin_constant_p
 * check-command: sparse $file
 *
 * check-error-start
eval/const-constant-p-division-by-zero.c:3:39: warning: division by zero
 * check-error-end
 */
