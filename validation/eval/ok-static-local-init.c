static int x;

static int *k(void)
{
	static int *q = &x;
	static const char *names[] = { "a", "b" };
	static unsigned long sz = sizeof(k());

	return q + sz + *names[0];
}
/*
 * check-name: static locals initialized with addresses and sizeof of calls are silent
 * check-command: sparse $file
 */
