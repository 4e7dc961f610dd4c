static int eq(int x) { return x == x; }
static int lt(unsigned x) { return x < x; }
/*
 * check-name: -Wtautological-compare is off by default
 * check-command: sparse $file
 */
