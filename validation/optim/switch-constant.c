int f(void)
{
	switch (4) {
	case 1:
		return 1;
	case 4:
		return 4;
	default:
		return 0;
	}
}
/*
 * check-name: a switch on a constant becomes a branch to its case
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 * check-output-excludes: switch
 * check-output-returns: $4
 */
