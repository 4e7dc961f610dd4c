#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R65536 R32768 R32768

#define CAT(a, b) a ## b
#define LOCAL(n) int CAT(x, n) = n;
#define L(n) LOCAL(n)
#define R L(__COUNTER__)
static void f(void)
{
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
}

/*
 * check-name: 65536 initialized locals take linear time
 * check-note: 0.2 s of CPU; 30 s before (a walk of the block per local)
 * check-timeout: 10
 */
