struct q { int *p; int a; };
static struct q a = { 0 };
static struct q b[2] = { 0 };
static int *f[2] = { 0 };
static int y[4] = { 0 };
static int w = { 0 };
/*
 * check-name: { 0 } initializes anything silently by default
 * check-command: sparse $file
 */
