struct flex {
	int n;
	int a[];
};
typedef struct flex flex_t;
static struct flex a1[2][3];
static flex_t a2[2];
static struct flex *ok[2];
/*
 * check-name: an array of flexible structures is warned about by default
 *
 * check-error-start
layout/flexible-array-array.c:6:25: warning: array of flexible structures
layout/flexible-array-array.c:7:17: warning: array of flexible structures
 * check-error-end
 */
