#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned short __bitwise be16;
typedef unsigned int __bitwise be32;
struct s { be16 a; be32 b; unsigned c; };

static be16 f(struct s *p)
{
	return p->a & p->b;
}
static int g(struct s *p)
{
	return p->a == p->b;
}
/*
 * check-name: & and == between two different restricted types
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-mixed-and.c:9:17: warning: restricted be16 degrades to integer
eval/restricted-mixed-and.c:9:24: warning: restricted be32 degrades to integer
eval/restricted-mixed-and.c:9:21: warning: incorrect type in return expression (different base types)
eval/restricted-mixed-and.c:9:21:    expected restricted be16
eval/restricted-mixed-and.c:9:21:    got unsigned int
eval/restricted-mixed-and.c:13:17: warning: restricted be16 degrades to integer
eval/restricted-mixed-and.c:13:25: warning: restricted be32 degrades to integer
 * check-error-end
 */
