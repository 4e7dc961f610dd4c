static int f(int __attribute__((safe)) *p)
{
	return p ? 1 : 0;
}
/*
 * check-name: testing a value of a safe type
 * check-command: sparse $file
 */
