static int f(void)
{
	return 0;
}
static int j(void)
{
	const int c = 0;
	int arr[2];

	return _Generic(c, int: 1) + _Generic("x", char *: 2) +
	       _Generic(f, int (*)(void): 3) + _Generic(arr, int *: 4) +
	       _Generic((struct nope *)0, int: 1, default: 2) +
	       _Generic(1L, int: 1, long: 2, default: 3);
}
/*
 * check-name: _Generic drops qualifiers and decays arrays and functions
 * check-command: sparse $file
 */
