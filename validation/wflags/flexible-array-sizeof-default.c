struct f { int n; int d[]; };

static unsigned long s(void)
{
	return sizeof(struct f);
}
/*
 * check-name: -Wflexible-array-sizeof is off by default
 * check-command: sparse $file
 */
