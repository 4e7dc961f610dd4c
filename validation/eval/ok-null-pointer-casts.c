static void f(int *p)
{
	p = (void *)0;
	p = (int *)0;
	if (p != (void *)0)
		;
	if (!p)
		;
	(void)p;
}
/*
 * check-name: (void *)0 and (int *)0 are silent
 * check-command: sparse $file
 */
