int f(void)
{
	int x = 3;

	if (x > 2)
		return 1;
	return 0;
}

/*
 * check-name: a branch on a constant folds to one return
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-returns: $1
 * check-output-excludes: cbr
 */
