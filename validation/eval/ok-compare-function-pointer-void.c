static int f(void (*p)(void), void *v)
{
	return (p == v) + (p == (void *)0) + (v != p);
}
/*
 * check-name: comparing a function pointer with void * is silent
 * check-command: sparse $file
 */
