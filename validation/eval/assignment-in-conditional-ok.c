static int f(int x, int y)
{
	if ((x = y))
		return 1;
	while (x = 0)
		;
	return (x = 2) ? 1 : 0;
}
/*
 * check-name: parenthesised assignments and assignments in while are silent
 * check-command: sparse $file
 */
