int f(void)
{
	int x = 1;
	int *p = &x;

	*p = 4;
	return x;
}

/*
 * check-name: a local written through its own address is read back
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-returns: $4
 * check-output-excludes: store\.
 */
