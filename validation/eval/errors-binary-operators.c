struct s { int a; };

static int f(struct s *p, int *a)
{
	int r;

	r = p->x - p->y;
	r = !p->x + !p->z;
	r = a[p->b] + a[p->c];
	r = p->d < p->e;
	r = p->f == p->g;
	r = p->h & p->i;
	r = p->j << p->k;
	r = p->l += p->m;
	return r;
}
/*
 * check-name: both operands of every binary operator are checked
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-binary-operators.c:7:14: error: no member 'x' in struct s
eval/errors-binary-operators.c:7:21: error: no member 'y' in struct s
eval/errors-binary-operators.c:8:15: error: no member 'x' in struct s
eval/errors-binary-operators.c:8:23: error: no member 'z' in struct s
eval/errors-binary-operators.c:9:16: error: no member 'b' in struct s
eval/errors-binary-operators.c:9:26: error: no member 'c' in struct s
eval/errors-binary-operators.c:10:14: error: no member 'd' in struct s
eval/errors-binary-operators.c:10:21: error: no member 'e' in struct s
eval/errors-binary-operators.c:11:14: error: no member 'f' in struct s
eval/errors-binary-operators.c:11:22: error: no member 'g' in struct s
eval/errors-binary-operators.c:12:14: error: no member 'h' in struct s
eval/errors-binary-operators.c:12:21: error: no member 'i' in struct s
eval/errors-binary-operators.c:13:14: error: no member 'j' in struct s
eval/errors-binary-operators.c:13:22: error: no member 'k' in struct s
eval/errors-binary-operators.c:14:14: error: no member 'l' in struct s
eval/errors-binary-operators.c:14:22: error: no member 'm' in struct s
 * check-error-end
 */
