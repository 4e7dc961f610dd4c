struct f { int n; int d[]; };

static unsigned long s(void)
{
	return sizeof(struct f);
}
static unsigned long t(struct f *p)
{
	return sizeof(*p);
}
/*
 * check-name: -Wflexible-array-sizeof: sizeof on a flexible structure
 * check-command: sparse -Wflexible-array-sizeof $file
 *
 * check-error-start
eval/flexible-array-sizeof.c:5:16: warning: using sizeof on a flexible structure
eval/flexible-array-sizeof.c:9:16: warning: using sizeof on a flexible structure
 * check-error-end
 */
