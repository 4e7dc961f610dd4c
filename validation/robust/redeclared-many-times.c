// 32768 declarations of one function at file scope (found by fuzz/parse:
// 262144 of them hung it): as Debian's sparse (0.1 s), a declaration of
// what is defined elsewhere is compared with the others only by a later
// definition, so the check is linear, not quadratic.
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
 */
