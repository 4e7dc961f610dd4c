static unsigned long f(_Bool b)
{
	return sizeof(_Bool) + sizeof(b);
}
/*
 * check-name: sizeof(_Bool) with -Wsizeof-bool
 * check-command: sparse -Wsizeof-bool $file
 *
 * check-error-start
eval/sizeof-bool.c:3:16: warning: expression using sizeof _Bool
eval/sizeof-bool.c:3:32: warning: expression using sizeof _Bool
 * check-error-end
 */
