struct k { char c; long long ll; };
struct d { char c; double d; };
_Static_assert(sizeof(long) == 4 && sizeof(void *) == 4, "ilp32");
_Static_assert(sizeof(struct k) == 12, "k");
_Static_assert(__builtin_offsetof(struct k, ll) == 4, "k.ll");
_Static_assert(sizeof(struct d) == 12, "d");
_Static_assert(sizeof(long double) == 12, "ld");
/*
 * check-name: -m32 layouts: long long and double aligned to 4
 * check-command: sparse -m32 $file
 */
