static int f(void)
{
	return __builtin_ffs(1, 2) + __builtin_ffs();
}
/*
 * check-name: __builtin_ffs with two and with no arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-ffs-arg-count.c:3:29: error: too many arguments for function __builtin_ffs
eval/builtin-ffs-arg-count.c:3:51: error: not enough arguments for function __builtin_ffs
 * check-error-end
 */
