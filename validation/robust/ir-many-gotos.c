#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R8192 R4096 R4096

#define CAT(a, b) a ## b
#define LABEL(n) CAT(l, n): if (a) goto l0; if (a) goto CAT(l, n);
#define L(n) LABEL(n)
#define R L(__COUNTER__)
static void f(int a)
{
	R8192
}

/*
 * check-name: 8192 labels each jumping back to the first take near-linear time
 * check-note: 0.8 s of CPU, sparse 0.6.4 3 s; 73 s before (needed_from(),
 * check-note: bb_dominates(), one kill_bb() per dead parent)
 * check-timeout: 10
 */
