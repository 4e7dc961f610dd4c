static int i(int a, int b)
{
	return !a | !b;
}
/*
 * check-name: !x | !y
 * check-command: sparse $file
 *
 * check-error-start
eval/dubious-not-or-not.c:3:19: warning: dubious: !x | !y
 * check-error-end
 */
