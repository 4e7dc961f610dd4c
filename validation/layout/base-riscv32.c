#define SA(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A, #T)
SA(long, 4, 4);
SA(long long, 8, 4);
SA(double, 8, 8);
SA(long double, 16, 16);
SA(void *, 4, 4);
/*
 * check-name: riscv32: sizes and alignments of the base types
 * check-command: sparse --arch=riscv32 $file
 */
