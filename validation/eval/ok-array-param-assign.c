static void f(int a[3], int *q)
{
	a = q;
	a++;
	a += 2;
	(void)a;
}
/*
 * check-name: an array parameter is a pointer and may be assigned
 * check-command: sparse $file
 */
