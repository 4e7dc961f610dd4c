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
	return b;
}

/*
 * check-name: a function of 262144 basic blocks: no stack overflow
 * check-note: no walk recurses per block (ssa.c, cse.c); 2.5 s of CPU, 640 MB;
 * check-note: 150+ s before (a walk of the users per kill_use(), needed_from())
 * check-timeout: 30
 */
