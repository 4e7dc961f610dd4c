extern int g(void);
static int arr[2];

static int f(int *p, int (*fp)(void))
{
	if (!g)
		return 4;
	if (&arr)
		return 2;
	if (p && fp)
		return 1;
	return 0;
}
/*
 * check-name: -Waddress: !g, &arr and pointers as conditions are silent
 * check-command: sparse -Waddress $file
 */
