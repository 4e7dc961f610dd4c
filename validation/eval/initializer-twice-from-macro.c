struct s { int a, b; };
#define I { .a = 1, .a = 2 }
#define J .a = 1, .a = 2
static struct s v = I;
static struct s w = { J };
static struct s x = { .  a = 1, .  a = 2 };
/*
 * check-name: a field designator's place is its name's, also in a macro's expansion
 * check-note: it was the '.' + 1: one column off where the initializer comes from a macro (net/ipv4 netfilter tables)
 *
 * check-error-start
eval/initializer-twice-from-macro.c:4:21: warning: Initializer entry defined twice
eval/initializer-twice-from-macro.c:4:21:   also defined here
eval/initializer-twice-from-macro.c:5:23: warning: Initializer entry defined twice
eval/initializer-twice-from-macro.c:5:23:   also defined here
eval/initializer-twice-from-macro.c:6:26: warning: Initializer entry defined twice
eval/initializer-twice-from-macro.c:6:36:   also defined here
 * check-error-end
 */
