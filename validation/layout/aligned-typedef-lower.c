typedef int T2 __attribute__((aligned(2)));
typedef long T4 __attribute__((aligned(4)));
_Static_assert(_Alignof(T2) == 2, "T2");
_Static_assert(_Alignof(T4) == 4 && sizeof(T4) == 8, "T4");
/*
 * check-name: _Alignof of a typedef aligned lower than its type
 */
