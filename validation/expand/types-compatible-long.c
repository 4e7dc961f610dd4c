_Static_assert(!__builtin_types_compatible_p(long, long long), "");
/*
 * check-name: long and long long are different types
 */
