int g;
int f(int c)
{
	int r;

	if (c) {
		g = 1;
		r = 5;
	} else {
		r = 7;
	}
	return r;
}
/*
 * check-name: a phi-node of a diamond is a select before the cbr, whatever the sides do
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 * check-output-contains: select.32 *%r[0-9]*(r) <- %arg1, \$5, \$7
 * check-output-excludes: phi\.
 * check-output-pattern(1): store\.32
 */
