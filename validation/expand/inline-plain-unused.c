#define __rcu __attribute__((noderef, address_space(__rcu)))
struct t { int x; };
extern struct t __rcu *cur;
inline int tc(const struct t *p)
{
	return cur == p;
}
extern inline int tc2(void)
{
	return 1 / 0;
}
static int f(int *q)
{
	return *q + 2 / 0;
}
/*
 * check-name: unused extern and plain inline bodies are not checked
 *
 * check-error-start
expand/inline-plain-unused.c:14:23: warning: division by zero
 * check-error-end
 */
