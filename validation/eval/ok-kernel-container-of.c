#define offsetof(T, m) __builtin_offsetof(T, m)
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	static_assert(__same_type(*(ptr), ((type *)0)->member) ||	\
		      __same_type(*(ptr), void),			\
		      "pointer type mismatch in container_of()");	\
	((type *)(__mptr - offsetof(type, member))); })

struct work { int pending; };
struct delayed_work { struct work work; int cpu; };

static inline struct delayed_work *to_delayed_work(struct work *work)
{
	return container_of(work, struct delayed_work, work);
}
static int f(struct work *w)
{
	return to_delayed_work(w)->cpu;
}
/*
 * check-name: the kernel 6.1 container_of with its static_assert is silent
 * check-command: sparse $file
 */
