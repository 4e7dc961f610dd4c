union tu { int *ip; long *lp; } __attribute__((transparent_union));
extern void take(union tu u);
/*
 * check-name: -Wtransparent-union is off by default
 * check-command: sparse $file
 */
