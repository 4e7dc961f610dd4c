#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R65536 R32768 R32768

#define CAT(a, b) a ## b
#define NAME(n) CAT(e, n)
#define R NAME(__COUNTER__) = A + 1,

enum { A = 0, R65536 LAST };
static int x[LAST == 1 ? 1 : -1];

/*
 * check-name: 65536 enumerators, each using another, take linear time
 * check-timeout: 3
 */
