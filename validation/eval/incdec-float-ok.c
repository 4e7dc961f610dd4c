static void f(float x, double *d)
{
	x++;
	(*d)--;
}
/*
 * check-name: ++ and -- on floating-point lvalues are silent
 * check-command: sparse $file
 */
