// 32768 declarations of one function at file scope: Debian's sparse takes
// 0.1 s; here evaluate.c's check_duplicates() compares each one with all
// the earlier ones, quadratic: minutes (found by fuzz/parse: 262144 of
// them hung it).
#define D extern int b(int, int);
#define D8 D D D D D D D D
#define D64 D8 D8 D8 D8 D8 D8 D8 D8
#define D512 D64 D64 D64 D64 D64 D64 D64 D64
#define D4096 D512 D512 D512 D512 D512 D512 D512 D512
#define D32768 D4096 D4096 D4096 D4096 D4096 D4096 D4096 D4096
D32768
/*
 * check-name: 32768 redeclarations of a function: linear time
 * check-command: sparse $file
 * check-timeout: 2
 * check-known-to-fail
 */
