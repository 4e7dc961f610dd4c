static int b;
static int b = 3;
extern int c;
extern int c;
static int d;
static int d;
/*
 * check-name: tentative definitions followed by one initialized definition are silent
 * check-command: sparse $file
 */
