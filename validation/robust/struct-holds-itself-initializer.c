struct s { struct s; int a; };
static struct s x = { 1, 2 };
/*
 * check-name: a positional initializer of a struct holding itself: the descent ends
 * check-note: found by fuzz/parse (23 GB in 2 minutes before); sparse
 *	0.6.4 overflows its stack.  The first members of a struct already
 *	on the way down are not entered again: no place for the values.
 *
 * check-error-start
robust/struct-holds-itself-initializer.c:2:23: warning: excessive elements in struct or union initializer
 * check-error-end
 */
