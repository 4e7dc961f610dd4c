static int h(int);
static int f(int, char *) { return 0; }
static int g(int a, int, int b) { return b; }
static int k(void) { return 0; }
static int m(int (*)(int), int x) { return x; }
static int v(int a, ...) { return a; }
/*
 * check-name: a parameter of a function definition needs a name
 *
 * check-error-start
parsing/decl-parameter-without-name.c:2:14: error: no identifier for function argument
parsing/decl-parameter-without-name.c:2:19: error: no identifier for function argument
parsing/decl-parameter-without-name.c:3:21: error: no identifier for function argument
parsing/decl-parameter-without-name.c:5:14: error: no identifier for function argument
 * check-error-end
 */
