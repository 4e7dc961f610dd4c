static unsigned long f(char *p)
{
	return __builtin_object_size(p);
}
/*
 * check-name: __builtin_object_size with one argument
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-object-size-too-few.c:3:37: error: not enough arguments for function __builtin_object_size
 * check-error-end
 */
