static int a[((unsigned long)-1 >= 1.5) + 1];
static int b[((unsigned int)-1 >= 1.5) + 1];
_Static_assert(sizeof(a) == sizeof(int), "");
_Static_assert(sizeof(b) == 2 * sizeof(int), "");
/*
 * check-name: a 64-bit unsigned value with its top bit set is negative as a float
 */
