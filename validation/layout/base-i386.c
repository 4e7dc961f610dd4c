#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(_Bool, 1, 1);
SA(short, 2, 2);
SA(int, 4, 4);
SA(long, 4, 4);
SA(long long, 8, 4);
SA(float, 4, 4);
SA(double, 8, 4);
SA(long double, 12, 4);
SA(void *, 4, 4);
SA(struct { char c; long long l; }, 12, 4);
SA(struct { char c; double d; }, 12, 4);
_Static_assert((char)-1 < 0, "plain char is signed");
/*
 * check-name: i386 (-m32): sizes and alignments of the base types
 * check-command: sparse -m32 $file
 */
