static unsigned long f(void)
{
	return sizeof(_Bool);
}
/*
 * check-name: -Wsizeof-bool is off by default
 * check-command: sparse $file
 */
