static void f(double d)
{
	d %= 2;
}
/*
 * check-name: %= on a double
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-double-modulo.c:3:11: error: invalid assignment
 * check-error-end
 */
