#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R16384 R4096 R4096 R4096 R4096

struct s { struct s *next; int v; };

#define R ->next
static int chain(struct s *p)
{
	return p R16384 R4096->v;
}

#undef R
#define R s += **p++;
static int sum(int **p)
{
	int s = 0;

	R16384
	R16384
	return s;
}

/*
 * check-name: a block of tens of thousands of loads takes linear time
 * check-note: 0.5 s of CPU; 35 s before: a load's search went back past
 * check-note: every load before it, and a killed use searched its
 * check-note: pseudo's users from the front only
 * check-timeout: 10
 */
