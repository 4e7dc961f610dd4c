typedef struct s { int a; } S;
typedef int I;
typedef const int CI;
void f(S *p, I *q, CI *r, S **pp);
void g(void);
void g(void)
{
	f(1, 1, 1, 1);
}
static S *y = 2;
/*
 * check-name: a pointer to a typedef type keeps [usertype] on what it points to
 *
 * check-error-start
layout/pointer-usertype.c:8:11: warning: incorrect type in argument 1 (different base types)
layout/pointer-usertype.c:8:11:    expected struct s [usertype] *p
layout/pointer-usertype.c:8:11:    got int
layout/pointer-usertype.c:8:14: warning: incorrect type in argument 2 (different base types)
layout/pointer-usertype.c:8:14:    expected int [usertype] *q
layout/pointer-usertype.c:8:14:    got int
layout/pointer-usertype.c:8:17: warning: incorrect type in argument 3 (different base types)
layout/pointer-usertype.c:8:17:    expected int const [usertype] *r
layout/pointer-usertype.c:8:17:    got int
layout/pointer-usertype.c:8:20: warning: incorrect type in argument 4 (different base types)
layout/pointer-usertype.c:8:20:    expected struct s [usertype] **pp
layout/pointer-usertype.c:8:20:    got int
layout/pointer-usertype.c:10:15: warning: incorrect type in initializer (different base types)
layout/pointer-usertype.c:10:15:    expected struct s [usertype] *static [toplevel] y
layout/pointer-usertype.c:10:15:    got int
 * check-error-end
 */
