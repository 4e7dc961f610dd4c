struct s { int a, b; };
static struct s v = { .a = 1, .a = 3 };
/*
 * check-name: -Wno-override-init
 * check-command: sparse -Wno-override-init $file
 */
