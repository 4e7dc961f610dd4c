struct s { char n[4]; int x; };
static char a[] = "abc";
static char b[] = { "abc" };
static char c[3] = "abc";
static char d[8] = "abc";
static struct s e = { "ab", 1 };
static struct s f[] = { { "x", 1 }, { .n = "yz" } };
static const char *g[] = { "a", "bc" };
static char h[2][4] = { "abc", "de" };
static unsigned char i[] = "\x01\x02";
/*
 * check-name: strings initializing char arrays, braced, sized and unsized, are silent
 * check-command: sparse $file
 */
