typedef int myint;
enum e { E0 };
struct s { int a; };
_Static_assert(__builtin_types_compatible_p(myint, int), "1");
_Static_assert(__builtin_types_compatible_p(const int, int), "2");
_Static_assert(!__builtin_types_compatible_p(const int *, int *), "3");
_Static_assert(__builtin_types_compatible_p(int[], int[3]), "5");
_Static_assert(__builtin_types_compatible_p(int[2], int[3]), "6");
_Static_assert(__builtin_types_compatible_p(enum e, unsigned int), "8");
_Static_assert(__builtin_types_compatible_p(char, signed char), "9");
_Static_assert(!__builtin_types_compatible_p(long, long long), "10");
_Static_assert(!__builtin_types_compatible_p(int (*)(int), int (*)(long)), "12");
_Static_assert(__builtin_types_compatible_p(typeof(E0), int), "18");
_Static_assert(__builtin_types_compatible_p(typeof(1 ? (void *)0 : (int *)0), int *), "20");
_Static_assert(__builtin_types_compatible_p(typeof(1 ? (void *)1 : (int *)0), void *), "21");
/*
 * check-name: __builtin_types_compatible_p treats qualifiers, typedefs and sizes of arrays loosely
 * check-command: sparse $file
 */
