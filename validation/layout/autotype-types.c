static __auto_type q = 1UL;
static const __auto_type c = 1;
static __auto_type d = (char)1;
_Static_assert(sizeof(q) == 8 && (typeof(q))-1 > 0, "q");
_Static_assert(sizeof(c) == 4 && (typeof(c))-1 < 0, "c");
_Static_assert(sizeof(d) == 1, "d");
/*
 * check-name: __auto_type takes the initializer type
 */
