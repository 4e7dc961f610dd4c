static void f(void)
{
	int a[3];

	a += 1;
}
static void g(void)
{
	int a[3];

	a++;
}
/*
 * check-name: += and ++ on an array
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-array-compound.c:5:11: error: invalid assignment
eval/assign-array-compound.c:11:10: error: need scalar for ++/--
 * check-error-end
 */
