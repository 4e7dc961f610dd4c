#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R131072 R32768 R32768 R32768 R32768

#define R if (a) b++;
static int f(int a)
{
	int b = 0;
	R131072
	return b;
}

/*
 * check-name: a function of 262144 basic blocks: no stack overflow
 * check-note: ssa.c mark_reachable() recurses once per block
 * check-known-to-fail
 * check-timeout: 10
 */
