#define __rcu __attribute__((noderef, address_space(__rcu)))
struct hwrng { int q; };
static struct hwrng __rcu *current_rng;

static void set(struct hwrng *r)
{
	current_rng = (struct hwrng __attribute__((force)) __rcu *)r;
}
static struct hwrng **addr(void)
{
	return (struct hwrng **)&current_rng;
}
static struct hwrng *get(void)
{
	struct hwrng *old_rng;

	old_rng = current_rng;
	return old_rng;
}
/*
 * check-name: a static __rcu pointer assigned elsewhere shows [addressable] [assigned]
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-static-rcu-assigned.c:17:17: warning: incorrect type in assignment (different address spaces)
eval/typename-static-rcu-assigned.c:17:17:    expected struct hwrng *old_rng
eval/typename-static-rcu-assigned.c:17:17:    got struct hwrng [noderef] __rcu *static [addressable] [assigned] [toplevel] current_rng
 * check-error-end
 */
