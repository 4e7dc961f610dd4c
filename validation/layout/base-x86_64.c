#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(_Bool, 1, 1);
SA(char, 1, 1);
SA(short, 2, 2);
SA(int, 4, 4);
SA(long, 8, 8);
SA(long long, 8, 8);
SA(__int128, 16, 8);
SA(float, 4, 4);
SA(double, 8, 8);
SA(long double, 16, 16);
SA(_Float128, 16, 16);
SA(void *, 8, 8);
SA(int (*)(void), 8, 8);
_Static_assert((char)-1 < 0, "plain char is signed");
/*
 * check-name: x86_64: sizes and alignments of the base types
 * check-command: sparse --arch=x86_64 $file
 */
