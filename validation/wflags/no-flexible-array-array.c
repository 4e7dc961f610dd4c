struct f { int n; int d[]; };
static struct f arr[2];
/*
 * check-name: -Wno-flexible-array-array turns it off
 * check-command: sparse -Wno-flexible-array-array $file
 */
