#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

struct s { int a[1]; };
#define R [0]
static unsigned long x = __builtin_offsetof(struct s, a R262144);

/*
 * check-name: an offsetof designator of 262144 steps is too deep, not a stack overflow
 * check-note: sparse 0.6.4 gives only the second error
 *
 * check-error-start
robust/offsetof-chain-too-deep.c:10:57: error: nesting too deep
robust/offsetof-chain-too-deep.c:10:57: error: expected array
 * check-error-end
 */
