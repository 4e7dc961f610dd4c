struct f { int n; int d[]; };
static struct f arr[2];
/*
 * check-name: -Wflexible-array-array is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/flexible-array-array-default.c:2:20: warning: array of flexible structures
 * check-error-end
 */
