int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += i;
	return s;
}

/*
 * check-name: a loop's variables are phi-nodes named after them
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: phi.32 *%r[0-9]*(s) <- %phi[0-9]*(s), %phi[0-9]*(s)
 * check-output-contains: phi.32 *%r[0-9]*(i) <- %phi[0-9]*(i), %phi[0-9]*(i)
 * check-output-contains: phisrc.32 *%phi[0-9]*(s) <- \$0
 * check-output-match(ret): ret.32 *%r[0-9]*(s)
 * check-output-excludes: load\.
 */
