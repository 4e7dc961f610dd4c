#define A B
#define B A
static int A;
#define f(x) f(x) g(x)
#define g(x) f(x)
static int y = f(1);

/*
 * check-name: macros that expand to each other stop
 *
 * check-error-start
robust/recursive-macros.c:6:16: error: Expected ; at end of declaration
robust/recursive-macros.c:6:16: error: got f
robust/recursive-macros.c:6:16: error: undefined identifier 'f'
 * check-error-end
 */
