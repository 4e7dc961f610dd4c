struct s { int a, b; };
int f(struct s *p, int x)
{
	int *q = &p->b;
	int *r = &p->b;

	return (q == r) + (x + 1) * (x + 1);
}
/*
 * check-name: the same computation twice is one; x == x is 1
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 * check-output-pattern(2): add\.32
 * check-output-pattern(1): mul\.32
 * check-output-excludes: seteq
 */
