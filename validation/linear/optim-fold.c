int f(int a)
{
	int b = 6;
	int c = b * 7;

	return a - a + c;
}

/*
 * check-name: constants and self-cancelling operations fold
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-returns: $42
 */
