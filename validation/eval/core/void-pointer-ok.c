static int f(void *v, int *p, const char *s)
{
	v = p;
	p = v;
	return v == s;
}
/*
 * check-name: void * mixes with any object pointer
 * check-command: sparse $file
 */
