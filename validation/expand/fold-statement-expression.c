_Static_assert(({ 1; }), "");
static int a[({ 2; }) + 1];
_Static_assert(sizeof(a) == 3 * sizeof(int), "");
/*
 * check-name: a statement expression of one constant is that constant
 */
