struct flex {
	int n;
	int a[];
};
struct last {
	int x;
	struct flex f;
};
struct first {
	struct flex f;
	int x;
};
static struct last l;
static struct first f;
static struct last al[2];
/*
 * check-name: -Wflexible-array-nested: a flexible struct as a member
 * check-command: sparse -Wflexible-array-nested $file
 *
 * check-error-start
layout/flexible-array-nested.c:7:21: warning: nested flexible array
layout/flexible-array-nested.c:10:21: warning: nested flexible array
layout/flexible-array-nested.c:15:22: warning: array of flexible structures
 * check-error-end
 */
