int f(int *p)
{
	*p = 5;
	return *p;
}

int g(int *p, int *q)
{
	*p = 1;
	*q = 2;
	return *p;
}

/*
 * check-name: a load of what was just stored is the stored value
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: ret.32 *\$5
 * check-output-pattern(1): load\.32
 */
