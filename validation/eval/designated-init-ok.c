struct s { int a; int b; } __attribute__((designated_init));
struct t { struct s in; int c; };
static struct s y = { .a = 1, .b = 2 };
static struct s e = { };
static struct t w = { .in = { .b = 1 }, 3 };
/*
 * check-name: designated initializers for a designated_init struct are silent
 * check-command: sparse $file
 */
