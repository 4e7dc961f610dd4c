struct s { int a; int b; };
static struct s x = { .a = 1, .a = 2 };
/*
 * check-name: -Wno-override-init turns it off
 * check-command: sparse -Wno-override-init $file
 */
