static int *f(void)
{
	return 0;
}
/*
 * check-name: -Wno-non-pointer-null turns it off
 * check-command: sparse -Wno-non-pointer-null $file
 */
