static int f(int a, int b)
{
	return a & !b;
}
/*
 * check-name: x & !y
 * check-command: sparse $file
 *
 * check-error-start
eval/dubious-and-not.c:3:18: warning: dubious: x & !y
 * check-error-end
 */
