static int f(int x)
{
	int a = x;
	char *p = &a;

	return *p;
}
/*
 * check-name: initializing char * with an int *
 * check-command: sparse $file
 *
 * check-error-start
eval/init-int-pointer-to-char-pointer.c:4:20: warning: incorrect type in initializer (different type sizes)
eval/init-int-pointer-to-char-pointer.c:4:20:    expected char *p
eval/init-int-pointer-to-char-pointer.c:4:20:    got int *
 * check-error-end
 */
