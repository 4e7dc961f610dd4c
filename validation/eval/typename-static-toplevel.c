#define __rcu __attribute__((noderef, address_space(__rcu)))
struct cpumask { int b; };
static struct cpumask ** __rcu *cm;

static void f(void)
{
	struct cpumask ***c;

	c = cm;
	(void)c;
}
/*
 * check-name: a file-scope static shows static [toplevel]
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-static-toplevel.c:9:11: warning: incorrect type in assignment (different address spaces)
eval/typename-static-toplevel.c:9:11:    expected struct cpumask ***c
eval/typename-static-toplevel.c:9:11:    got struct cpumask **[noderef] __rcu *static [toplevel] cm
 * check-error-end
 */
