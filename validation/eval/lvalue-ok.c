struct s { int a; int b[2]; };

static void f(int i, int *p, struct s s, struct s *ps)
{
	(i) = 1;
	*p = 2;
	p[i] = 3;
	s.a = 4;
	s.b[1] = 5;
	ps->b[0] = 6;
	(*ps).a = 7;
	++p;
	p--;
	*p++ = 8;
	i = s.a + ps->a;
}
/*
 * check-name: parenthesised lvalues, *p, p[i], s.a, ++p are lvalues
 * check-command: sparse $file
 */
