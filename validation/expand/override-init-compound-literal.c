struct s { int a, b; };
extern void use(struct s *);
static void f(void) { use(&(struct s){ .a = 1, .a = 2 }); }
static struct s *g = &(struct s){ .b = 1, .b = 2 };
static int h(void) { struct s x[2] = { [1].a = 1, [1] = { 2 } }; return x[0].a; }
static int k(void) { return ((struct s){ .a = 1 / 0 }).a; }
/*
 * check-name: compound literals and local arrays with entries given twice
 *
 * check-error-start
expand/override-init-compound-literal.c:3:41: warning: Initializer entry defined twice
expand/override-init-compound-literal.c:3:49:   also defined here
expand/override-init-compound-literal.c:4:36: warning: Initializer entry defined twice
expand/override-init-compound-literal.c:4:44:   also defined here
expand/override-init-compound-literal.c:5:41: warning: Initializer entry defined twice
expand/override-init-compound-literal.c:5:52:   also defined here
expand/override-init-compound-literal.c:6:49: warning: division by zero
 * check-error-end
 */
