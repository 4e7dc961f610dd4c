struct s { int a; };
struct s { struct s; int b; };

static struct s x = { .c = 1 };

/*
 * check-name: a designator in a redefined struct holding itself anonymously: the search ends
 * check-note: sparse 0.6.4 stops silently with exit status 1 after the redefinition
 *
 * check-error-start
robust/struct-self-anonymous-designator.c:2:10: error: redefinition of struct s
robust/struct-self-anonymous-designator.c:4:24: error: unknown field name in initializer
 * check-error-end
 */
