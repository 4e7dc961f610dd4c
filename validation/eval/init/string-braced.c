static char a[3] = { "ab" };
static char b[] = { "abc" };
static char c[2][3] = { "ab", "cd" };
static char *d[2] = { "ab", "cd" };
/*
 * check-name: a string in braces initializes a char array
 * check-command: sparse $file
 */
