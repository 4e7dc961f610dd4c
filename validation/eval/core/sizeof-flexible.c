struct s { int n; int a[]; };
static unsigned long f(void)
{
	return sizeof(struct s);
}
/*
 * check-name: -Wflexible-array-sizeof: sizeof of a struct with a flexible array
 * check-command: sparse -Wflexible-array-sizeof $file
 *
 * check-error-start
eval/core/sizeof-flexible.c:4:16: warning: using sizeof on a flexible structure
 * check-error-end
 */
