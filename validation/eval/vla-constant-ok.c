enum { N = 4 };
#define M (N * 2 + sizeof(int))

static int f(void)
{
	int a[N];
	char b[M][2];
	int c[sizeof(a) / sizeof(a[0])];

	a[0] = 1;
	c[0] = b[0][0];
	return a[0] + c[0];
}
/*
 * check-name: arrays sized by constant expressions are not VLAs
 * check-command: sparse $file
 */
