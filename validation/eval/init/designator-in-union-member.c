union u { int a; char b; };
struct s { union u u; int c; int d; };
static struct s x = { .u.b = 1, 2, 3 };
static struct s y = { .u = { .b = 1 }, 2, 3, 4 };
/*
 * check-name: positional values after a designated member of a named union
 * check-command: sparse $file
 *
 * check-error-start
eval/init/designator-in-union-member.c:4:46: warning: excessive elements in struct or union initializer
 * check-error-end
 */
