struct s { int a; int b; };
static struct s x = { a: 1, b: 2 };
/*
 * check-name: -Wno-old-initializer turns it off
 * check-command: sparse -Wno-old-initializer $file
 */
