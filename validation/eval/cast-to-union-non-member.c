union u { int i; long l; };

static union u h(char c)
{
	return (union u)c;
}
/*
 * check-name: casting a non-member type to a union
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-to-union-non-member.c:5:17: warning: cast to non-scalar
 * check-error-end
 */
