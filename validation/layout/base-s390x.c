#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(long, 8, 8);
SA(long double, 8, 8);
SA(__int128, 16, 8);
SA(struct { char c; long double d; }, 16, 8);
_Static_assert((char)-1 > 0, "plain char is unsigned");
/*
 * check-name: s390x: a 64-bit long double
 * check-command: sparse --arch=s390x $file
 */
