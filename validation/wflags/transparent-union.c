union tu { int *ip; long *lp; } __attribute__((transparent_union));
extern void take(union tu u);
/*
 * check-name: -Wtransparent-union turns it on
 * check-command: sparse -Wtransparent-union $file
 *
 * check-error-start
wflags/transparent-union.c:1:65: warning: attribute __transparent_union__
 * check-error-end
 */
