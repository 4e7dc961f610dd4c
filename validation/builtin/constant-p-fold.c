enum { E = 3 };
static int v, *p;
static struct s { int a; } s;

_Static_assert(__builtin_constant_p(1), "literal");
_Static_assert(__builtin_constant_p(1 + 2 * E), "expression");
_Static_assert(__builtin_constant_p(1.5), "float");
_Static_assert(__builtin_constant_p("abc"), "string");
_Static_assert(__builtin_constant_p(sizeof(v)), "sizeof");
_Static_assert(__builtin_constant_p((void *)0), "null pointer");
_Static_assert(__builtin_constant_p(__builtin_bswap32(1)), "folded call");
_Static_assert(__builtin_constant_p(0 && v), "short circuit");
_Static_assert(!__builtin_constant_p(v), "variable");
_Static_assert(!__builtin_constant_p(p), "pointer variable");
_Static_assert(!__builtin_constant_p(&s), "address");
_Static_assert(!__builtin_constant_p(v ? 1 : 1), "conditional");
/*
 * check-name: __builtin_constant_p: 1 for what folds to a constant
 */
