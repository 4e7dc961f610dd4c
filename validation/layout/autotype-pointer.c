static unsigned long q;
static __auto_type p = &q;
_Static_assert(sizeof(*p) == 8, "p");
/*
 * check-name: __auto_type from an address
 */
