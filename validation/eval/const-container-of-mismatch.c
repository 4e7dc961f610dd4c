#define offsetof(T, m) __builtin_offsetof(T, m)
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	_Static_assert(__same_type(*(ptr), ((type *)0)->member) ||	\
		      __same_type(*(ptr), void),			\
		      "pointer type mismatch in container_of()");	\
	((type *)(__mptr - offsetof(type, member))); })

struct work { int pending; };
struct delayed_work { struct work work; int cpu; };

static struct delayed_work *f(int *p)
{
	return container_of(p, struct delayed_work, work);
}
/*
 * check-name: container_of with a pointer of the wrong type
 * check-command: sparse $file
 *
 * check-error-start
eval/const-container-of-mismatch.c:15:16: error: static assertion failed: "pointer type mismatch in container_of()"
 * check-error-end
 */
