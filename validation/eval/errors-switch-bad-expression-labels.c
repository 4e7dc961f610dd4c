struct s { int a; };
static int f(struct s *p)
{
	switch (p->x) {
	case 1:
	case 2 ... 3:
	default:
		return 1;
	}
	switch (nosuch) {
	case 4:
		return 2;
	}
	switch (p->a + p->y) {
	case 5:
		return 2;
	}
	switch (*p) {
	case 6:
		return 2;
	}
	return 0;
}
/*
 * check-name: every case label of a switch on a failed expression, ranges too, is rejected
 *
 * check-error-start
eval/errors-switch-bad-expression-labels.c:4:18: error: no member 'x' in struct s
eval/errors-switch-bad-expression-labels.c:5:14: error: incompatible types for 'case' statement
eval/errors-switch-bad-expression-labels.c:6:14: error: incompatible types for 'case' statement
eval/errors-switch-bad-expression-labels.c:6:20: error: incompatible types for 'case' statement
eval/errors-switch-bad-expression-labels.c:10:17: error: undefined identifier 'nosuch'
eval/errors-switch-bad-expression-labels.c:11:14: error: incompatible types for 'case' statement
eval/errors-switch-bad-expression-labels.c:14:25: error: no member 'y' in struct s
eval/errors-switch-bad-expression-labels.c:15:14: error: incompatible types for 'case' statement
eval/errors-switch-bad-expression-labels.c:19:14: error: incompatible types for 'case' statement
 * check-error-end
 */
