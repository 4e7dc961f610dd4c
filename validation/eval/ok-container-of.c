#define offsetof(T, m) __builtin_offsetof(T, m)
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	((type *)(__mptr - offsetof(type, member))); })

struct list { struct list *next, *prev; };
struct item { int key; struct list node; };

static struct item *f(struct list *l)
{
	return container_of(l, struct item, node);
}
static unsigned long g(void)
{
	return offsetof(struct item, node.prev) + __builtin_offsetof(struct list, prev);
}
/*
 * check-name: container_of and offsetof idioms are silent
 * check-command: sparse $file
 */
