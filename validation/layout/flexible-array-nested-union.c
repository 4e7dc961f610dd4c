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
 * check-name: -Wflexible-array-union makes a union of a flexible struct flexible
 * check-command: sparse -Wflexible-array-nested -Wflexible-array-union $file
 *
 * check-error-start
layout/flexible-array-nested-union.c:6:21: warning: nested flexible array
layout/flexible-array-nested-union.c:11:18: warning: nested flexible array
layout/flexible-array-nested-union.c:14:19: warning: array of flexible structures
 * check-error-end
 */
