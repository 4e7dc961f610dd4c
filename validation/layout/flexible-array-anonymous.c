struct o {
	int x;
	struct {
		int n;
		int a[];
	};
};
static struct o v;
static struct o arr[2];
union u2 { int a; struct { int n; int b[]; }; };
static union u2 w;
/*
 * check-name: a flexible array in an anonymous member makes the outer struct flexible
 * check-command: sparse -Wflexible-array-nested -Wflexible-array-union $file
 *
 * check-error-start
layout/flexible-array-anonymous.c:6:10: warning: nested flexible array
layout/flexible-array-anonymous.c:9:20: warning: array of flexible structures
layout/flexible-array-anonymous.c:10:45: warning: nested flexible array
 * check-error-end
 */
