static int v;
_Static_assert(__builtin_constant_p(1), "");
_Static_assert(!__builtin_constant_p(v), "");
_Static_assert(__builtin_choose_expr(1, 2, v) == 2, "");
_Static_assert(__builtin_types_compatible_p(int, int), "");
_Static_assert(!__builtin_types_compatible_p(int, long), "");
/*
 * check-name: built-in functions that fold to constants
 */
