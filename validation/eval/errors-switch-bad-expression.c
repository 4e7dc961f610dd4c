struct s { int a; };

static int f(struct s *p)
{
	switch (p->x) {
	case 1:
		return p->y;
	}
	return 0;
}
/*
 * check-name: a switch on a bad expression also rejects its case labels
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-switch-bad-expression.c:5:18: error: no member 'x' in struct s
eval/errors-switch-bad-expression.c:7:25: error: no member 'y' in struct s
eval/errors-switch-bad-expression.c:6:14: error: incompatible types for 'case' statement
 * check-error-end
 */
