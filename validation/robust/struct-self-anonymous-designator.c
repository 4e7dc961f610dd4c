struct s { int a; };
struct s { struct s; int b; };

static struct s x = { .c = 1 };

/*
 * check-name: a designator in a redefined struct holding itself anonymously: the search ends
 * check-note: a redefinition is fatal (exit 1), as in sparse 0.6.4: what this guarded is no longer reached
 * check-exit-value: 1
 *
 * check-error-start
robust/struct-self-anonymous-designator.c:2:10: error: redefinition of struct s
 * check-error-end
 */
