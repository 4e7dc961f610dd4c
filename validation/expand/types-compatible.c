typedef int myint;
enum e { X };
_Static_assert(__builtin_types_compatible_p(const int, int), "");
_Static_assert(__builtin_types_compatible_p(volatile int, int), "");
_Static_assert(!__builtin_types_compatible_p(int *, const int *), "");
_Static_assert(!__builtin_types_compatible_p(unsigned, int), "");
_Static_assert(__builtin_types_compatible_p(myint, int), "");
_Static_assert(__builtin_types_compatible_p(int[3], int[3]), "");
_Static_assert(__builtin_types_compatible_p(int[3], int[]), "");
_Static_assert(__builtin_types_compatible_p(enum e, unsigned int), "");
_Static_assert(__builtin_types_compatible_p(char, signed char), "");
/*
 * check-name: __builtin_types_compatible_p compares types as sparse does
 */
