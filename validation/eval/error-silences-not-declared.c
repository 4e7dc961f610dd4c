int f(int *p, long *l)
{
	return p == l;
}
/*
 * check-name: an error in a function body silences its -Wdecl warning
 * check-command: sparse $file
 *
 * check-error-start
eval/error-silences-not-declared.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/error-silences-not-declared.c:3:18:    int *
eval/error-silences-not-declared.c:3:18:    long *
 * check-error-end
 */
