#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned short __bitwise be16;
typedef unsigned int __bitwise be32;
struct s { be16 a; be32 b; unsigned c; };

static void f(struct s *p)
{
	p->a = p->c;
	p->a = 0;
	p->b = ~0;
}
/*
 * check-name: plain and ~0 values stored into restricted members
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-member-assign.c:9:14: warning: incorrect type in assignment (different base types)
eval/restricted-member-assign.c:9:14:    expected restricted be16 [usertype] a
eval/restricted-member-assign.c:9:14:    got unsigned int c
eval/restricted-member-assign.c:11:14: warning: incorrect type in assignment (different base types)
eval/restricted-member-assign.c:11:14:    expected restricted be32 [usertype] b
eval/restricted-member-assign.c:11:14:    got int
 * check-error-end
 */
