struct s { int a; };
struct s { struct s; int b; };
struct s { struct s; int b; };

static struct s x = { .c = 1 };

/*
 * check-name: a designator in a struct holding itself twice over: the search is linear
 * check-note: found by fuzz/parse: a depth bound alone let the search
 *	take 2^1500 paths.  A redefinition is fatal (exit 1) now, as in
 *	sparse 0.6.4: what this guarded is no longer reached.
 * check-exit-value: 1
 *
 * check-error-start
robust/struct-self-anonymous-designator-thrice.c:2:10: error: redefinition of struct s
 * check-error-end
 */
