static unsigned long f(void)
{
	return sizeof(void);
}
/*
 * check-name: -Wpointer-arith is off by default
 * check-command: sparse $file
 */
