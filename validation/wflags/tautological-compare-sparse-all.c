static int eq(int x) { return x == x; }
static int lt(unsigned x) { return x < x; }
/*
 * check-name: -Wsparse-all turns -Wtautological-compare on
 * check-command: sparse -Wsparse-all $file
 *
 * check-error-start
wflags/tautological-compare-sparse-all.c:1:36: warning: self-comparison always evaluates to true
wflags/tautological-compare-sparse-all.c:2:40: warning: self-comparison always evaluates to false
 * check-error-end
 */
