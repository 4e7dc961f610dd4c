union u { int x; int d[]; };
/*
 * check-name: a bad flexible array in a type never used is not reported
 * check-command: sparse $file
 */
