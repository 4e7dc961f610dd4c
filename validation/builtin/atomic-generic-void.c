static void f(long *p, long *v, char *c)
{
	__atomic_load(p, v, 0);
	__atomic_store(p, c, 0);
	__atomic_exchange(p, v, c, 0);
	__atomic_compare_exchange(p, v, c, 0, 0, 0);
}
/*
 * check-name: __atomic_load and friends take any pointer as their value
 */
