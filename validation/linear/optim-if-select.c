int pick(int a)
{
	if (a)
		return 4;
	return 9;
}

/*
 * check-name: two returns chosen by one branch become a select
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: select.32 *%r[0-9]* <- %arg1, \$4, \$9
 * check-output-excludes: cbr
 * check-output-excludes: phi
 */
