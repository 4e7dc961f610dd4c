static int explicit(long x) { return (int)x; }
static short narrow(int x) { return (short)x; }
/*
 * check-name: without -v, truncations are not reported
 * check-command: sparse -m64 $file
 */
