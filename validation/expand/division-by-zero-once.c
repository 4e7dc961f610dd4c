static int x = 1/0;
int f(int a) { int y = 1/0; if (a/0) return 2%0; switch (a) { case 1/0: return 1; } return y; }
static inline int g(void) { return 4/0; }
int h(void) { return g() + g(); }
static double d = 1.0/0;
/*
 * check-name: a division by zero is said once where its expression is folded again, as sparse
 * check-command: sparse $file
 *
 * check-error-start
expand/division-by-zero-once.c:2:5: warning: symbol 'f' was not declared. Should it be static?
expand/division-by-zero-once.c:4:5: warning: symbol 'h' was not declared. Should it be static?
expand/division-by-zero-once.c:1:17: warning: division by zero
expand/division-by-zero-once.c:2:25: warning: division by zero
expand/division-by-zero-once.c:2:46: warning: division by zero
expand/division-by-zero-once.c:2:69: warning: division by zero
expand/division-by-zero-once.c:2:69: error: Expected constant expression in case statement
 * check-error-end
 */
