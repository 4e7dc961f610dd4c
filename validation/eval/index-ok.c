enum e { E1 = 1 };

static int f(int *p, char c, enum e v, unsigned long l)
{
	return 2[p] + p[c] + p[v] + p[l] + "abc"[1] + p[-1];
}
/*
 * check-name: index on the left, char and enum indices are silent
 * check-command: sparse $file
 */
