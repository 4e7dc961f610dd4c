#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(long, 4, 4);
SA(double, 8, 4);
SA(long double, 12, 4);
SA(struct { char c; long double d; }, 16, 4);
_Static_assert((char)-1 < 0, "plain char is signed");
/*
 * check-name: m68k: double and long double aligned to 4
 * check-command: sparse --arch=m68k $file
 */
