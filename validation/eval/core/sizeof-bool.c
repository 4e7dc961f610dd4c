static unsigned long f(void)
{
	return sizeof(_Bool);
}
/*
 * check-name: -Wsizeof-bool: sizeof(_Bool)
 * check-command: sparse -Wsizeof-bool $file
 *
 * check-error-start
eval/core/sizeof-bool.c:3:16: warning: expression using sizeof _Bool
 * check-error-end
 */
