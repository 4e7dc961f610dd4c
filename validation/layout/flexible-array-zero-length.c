struct zero {
	int n;
	int a[0];
};
struct in {
	struct zero z;
	int x;
};
static struct zero az[2];
static struct in i;
_Static_assert(sizeof(struct zero) == 4, "zero");
/*
 * check-name: a zero-length array is not a flexible array member
 * check-command: sparse -Wflexible-array-nested $file
 */
