static inline int get(int *p)
{
	return *p;
}
static inline int get(int *p);
static inline int put(int *p);
static int f(int *p)
{
	return get(p);
}
/*
 * check-name: an inline prototype after the inline definition is silent
 * check-command: sparse $file
 */
