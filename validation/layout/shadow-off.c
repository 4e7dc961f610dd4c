static int gv;
static int u(void) { int gv = 1; return gv; }
/*
 * check-name: without -Wshadow nothing is said
 */
