struct s { int a; };
struct s { struct s; int b; };
struct s { struct s; int b; };

static struct s x = { .c = 1 };

/*
 * check-name: a designator in a struct holding itself twice over: the search is linear
 * check-note: found by fuzz/parse: a depth bound alone let the search
 *	take 2^1500 paths.  sparse 0.6.4 stops silently with exit status 1
 *	after the first redefinition.
 *
 * check-error-start
robust/struct-self-anonymous-designator-thrice.c:2:10: error: redefinition of struct s
robust/struct-self-anonymous-designator-thrice.c:3:10: error: redefinition of struct s
robust/struct-self-anonymous-designator-thrice.c:5:24: error: unknown field name in initializer
 * check-error-end
 */
