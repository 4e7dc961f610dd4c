#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(long, 4, 4);
SA(long long, 8, 4);
SA(double, 8, 8);
SA(long double, 16, 16);
SA(void *, 4, 4);
_Static_assert((char)-1 > 0, "plain char is unsigned");
/*
 * check-name: powerpc (32-bit): a 16-byte long double
 * check-command: sparse --arch=powerpc $file
 */
