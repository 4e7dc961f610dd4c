#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)

static void generic_set_bit(unsigned long nr, volatile unsigned long *addr)
{
}
static void arch_set_bit(unsigned long nr, volatile unsigned long *addr)
{
}
static_assert(__same_type(arch_set_bit, generic_set_bit));
static_assert(__same_type(int, signed int) && !__same_type(int, unsigned int));
static_assert(__same_type(char *, char *) && !__same_type(long, long long));
/*
 * check-name: static_assert of __same_type on functions is silent
 * check-command: sparse $file
 */
