#define __rcu __attribute__((noderef, address_space(__rcu)))
struct nb { struct nb __rcu *next; };
struct head { struct nb __rcu *head; };

static void f(struct head *h)
{
	struct nb **nl;

	nl = &h->head;
	(void)nl;
}
/*
 * check-name: the address of an __rcu member is a pointer to an __rcu pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-address-of-rcu-member.c:9:12: warning: incorrect type in assignment (different address spaces)
eval/typename-address-of-rcu-member.c:9:12:    expected struct nb **nl
eval/typename-address-of-rcu-member.c:9:12:    got struct nb [noderef] __rcu **
 * check-error-end
 */
