static int a[(int)(1.5 + 1.5)];
static int b[(int)(2.0 * 3.5)];
static int c[(int)-(-2.5)];
static int d[(int)((float)0.1 * 10)];
static int e[(int)(1.0 / 4 * 8)];
static int f[(int)(3.0 > 2.0) + (1.0 == 1)];
_Static_assert(sizeof(a) == 3 * sizeof(int), "");
_Static_assert(sizeof(b) == 7 * sizeof(int), "");
_Static_assert(sizeof(c) == 2 * sizeof(int), "");
_Static_assert(sizeof(d) == 1 * sizeof(int), "");
_Static_assert(sizeof(e) == 2 * sizeof(int), "");
_Static_assert(sizeof(f) == 2 * sizeof(int), "");
/*
 * check-name: floating constants fold and convert to integers
 */
