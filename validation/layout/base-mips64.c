#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(long, 8, 8);
SA(long double, 16, 16);
SA(void *, 8, 8);
_Static_assert((char)-1 < 0, "plain char is signed");
/*
 * check-name: mips64: sizes and alignments of the base types
 * check-command: sparse --arch=mips64 $file
 */
