static int x;

static int f(int a)
{
	int x = a;

	return x;
}
/*
 * check-name: -Wshadow is off by default
 * check-command: sparse $file
 */
