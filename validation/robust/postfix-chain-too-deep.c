#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

struct s { struct s *next; int v; };

#define R ->next
int f(struct s *p)
{
	return p R262144->v;
}

int g(struct s *p)
{
	return p R512->v;
}

/*
 * check-name: a chain of 262144 member accesses is too deep, not a stack overflow
 *
 * check-error-start
robust/postfix-chain-too-deep.c:13:18: error: nesting too deep
 * check-error-end
 */
