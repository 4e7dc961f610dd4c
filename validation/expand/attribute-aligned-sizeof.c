static int v;
static int x __attribute__((aligned(sizeof(v) * 4)));
_Static_assert(_Alignof(x) == 16, "");
/*
 * check-name: aligned() folds sizeof
 */
