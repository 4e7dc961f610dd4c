static inline int f(int a)
{
	return a;
}
static inline int f(int a);
int g(int a);
int g(int a)
{
	return f(a);
}
/*
 * check-name: a prototype after the definition still inlines it
 * check-command: sparse $file
 */
