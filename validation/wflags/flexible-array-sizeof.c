struct f { int n; int d[]; };

static unsigned long s(void)
{
	return sizeof(struct f);
}
/*
 * check-name: -Wflexible-array-sizeof turns it on
 * check-command: sparse -Wflexible-array-sizeof $file
 *
 * check-error-start
wflags/flexible-array-sizeof.c:5:16: warning: using sizeof on a flexible structure
 * check-error-end
 */
