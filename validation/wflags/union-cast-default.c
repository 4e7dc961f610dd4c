union u { int i; long l; };

static union u f(int x)
{
	return (union u)x;
}
/*
 * check-name: -Wunion-cast is off by default
 * check-command: sparse $file
 */
