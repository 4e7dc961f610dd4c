#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(long, 4, 4);
SA(long long, 8, 4);
SA(double, 8, 8);
SA(long double, 8, 8);
SA(void *, 4, 4);
SA(struct { char c; double d; }, 16, 8);
SA(struct { char c; long long l; }, 12, 4);
_Static_assert((char)-1 > 0, "plain char is unsigned");
/*
 * check-name: arm: sizes and alignments of the base types
 * check-command: sparse --arch=arm $file
 */
