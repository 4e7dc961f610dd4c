static int v;

_Static_assert(__builtin_constant_p(__builtin_expect(v, 1)), "expect: gone");
_Static_assert(__builtin_constant_p(__builtin_expect(1, v)), "constant");
_Static_assert(!__builtin_constant_p(__builtin_expect(v, 1) ? 1 : 1), "");
/*
 * check-name: __builtin_expect is replaced by its argument, at no cost
 */
