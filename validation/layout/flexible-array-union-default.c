struct flex {
	int n;
	int a[];
};
union un {
	struct flex f;
	int x;
};
struct outer {
	int y;
	union un u;
};
static struct outer o;
static union un au[2];
/*
 * check-name: without -Wflexible-array-union a union of a flexible struct is not flexible
 * check-command: sparse -Wflexible-array-nested $file
 *
 * check-error-start
layout/flexible-array-union-default.c:6:21: warning: nested flexible array
 * check-error-end
 */
