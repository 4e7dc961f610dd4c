static int g(void)
{
	return __builtin_bswap32(1, 2);
}
/*
 * check-name: __builtin_bswap32 with two arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-too-many-args.c:3:33: error: too many arguments for function __builtin_bswap32
 * check-error-end
 */
