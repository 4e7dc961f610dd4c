int f(int a, int b)
{
	int unused = a * b;

	return a;
}

/*
 * check-name: an unused value is not computed
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-excludes: mul\.
 * check-output-returns: %arg1
 */
