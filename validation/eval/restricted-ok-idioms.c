#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned short __bitwise be16;
typedef unsigned int __bitwise be32;
struct s { be16 a; be32 b; unsigned c; };

static int f(struct s *p, be16 *q, int i)
{
	p->b ^= p->b;
	p->b &= ~p->b;
	if (!!(p->b & (__force be32)4) || (p->b & (__force be32)4) != 0)
		return 1;
	if (p->b == (__force be32)p->c || (q[i] ^ q[i + 1]))
		return 2;
	return (__force unsigned)p->a << 16;
}
/*
 * check-name: kernel idioms on restricted types are silent
 * check-command: sparse $file
 */
