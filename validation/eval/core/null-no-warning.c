static int *f(void)
{
	return 0;
}
/*
 * check-name: -Wno-non-pointer-null silences 0 as a pointer
 * check-command: sparse -Wno-non-pointer-null $file
 */
