_Static_assert(__builtin_types_compatible_p(const int, int), "q");
_Static_assert(!__builtin_types_compatible_p(int *, const int *), "p");
_Static_assert(!__builtin_types_compatible_p(long, long long), "l");
static int f(void)
{
	return 0;
}
/*
 * check-name: __builtin_types_compatible_p ignores top-level qualifiers
 * check-command: sparse $file
 */
