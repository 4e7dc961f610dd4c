#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(long, 8, 8);
SA(long long, 8, 8);
SA(__int128, 16, 8);
SA(double, 8, 8);
SA(long double, 16, 16);
SA(void *, 8, 8);
SA(struct { char c; long double d; }, 32, 16);
_Static_assert((char)-1 > 0, "plain char is unsigned");
/*
 * check-name: arm64: sizes and alignments of the base types
 * check-command: sparse --arch=arm64 $file
 */
