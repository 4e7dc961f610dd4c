static int f(int *p)
{
	return __atomic_load_n(p);
}
/*
 * check-name: __atomic_load_n with one argument
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-atomic-too-few.c:3:31: error: not enough arguments for __atomic_load_n
 * check-error-end
 */
