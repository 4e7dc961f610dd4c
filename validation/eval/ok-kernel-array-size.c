#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define __must_be_array(a) BUILD_BUG_ON_ZERO(__same_type((a), &(a)[0]))
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]) + __must_be_array(arr))

static int tab[5];
static const char *names[] = { "a", "b" };

static unsigned long f(void)
{
	return ARRAY_SIZE(tab) + ARRAY_SIZE(names);
}
/*
 * check-name: ARRAY_SIZE with __must_be_array and BUILD_BUG_ON_ZERO is silent
 * check-command: sparse $file
 */
