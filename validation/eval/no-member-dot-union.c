union u { int a; float f; };

static int f(union u v)
{
	return v.nope;
}
/*
 * check-name: . to a member the union does not have
 * check-command: sparse $file
 *
 * check-error-start
eval/no-member-dot-union.c:5:17: error: no member 'nope' in union u
 * check-error-end
 */
