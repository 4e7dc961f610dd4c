static g(a, b) int b; { return a + b; }
static int h(a) { return a; }
static x;
static f(void) { return 0; }
static const y;
register z;
/*
 * check-name: -Wno-implicit-int: a K&R parameter without a type is an int, quietly
 * check-command: sparse -Wno-implicit-int $file
 *
 * check-error-start
options/no-implicit-int.c:1:8: warning: 'g()' has implicit return type
options/no-implicit-int.c:1:16: warning: non-ANSI definition of function 'g'
options/no-implicit-int.c:3:8: warning: 'x' has implicit type
options/no-implicit-int.c:4:8: warning: 'f()' has implicit return type
options/no-implicit-int.c:5:14: warning: 'y' has implicit type
options/no-implicit-int.c:6:10: warning: 'z' has implicit type
 * check-error-end
 */
