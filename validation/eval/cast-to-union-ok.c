union u { int i; long l; };

static union u f(int x)
{
	return (union u)x;
}
/*
 * check-name: casting a member type to its union is silent by default
 * check-command: sparse $file
 */
