struct s { int a; int b; } __attribute__((designated_init));
static struct s x = { 1, .b = 2 };
/*
 * check-name: -Wno-designated-init turns it off
 * check-command: sparse -Wno-designated-init $file
 */
