static int a[sizeof(long) * 2];
static int b[(char)3 + (1 ? 1 : 2)];
_Static_assert(sizeof(a) == 64, "");
_Static_assert(sizeof(b) == 16, "");
/*
 * check-name: array sizes fold sizeof, casts and conditionals
 */
