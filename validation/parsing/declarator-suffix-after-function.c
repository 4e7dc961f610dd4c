int f(void)[2];
int g(void)(void);
int x[2](void);
int (*ok(void))[2];
int (*fine(void))(void);
/*
 * check-name: no suffix after a function declarator, no function after an array: the declaration ends there, as sparse
 * check-command: sparse $file
 *
 * check-error-start
parsing/declarator-suffix-after-function.c:1:12: error: Expected ; at end of declaration
parsing/declarator-suffix-after-function.c:1:12: error: got [
parsing/declarator-suffix-after-function.c:2:12: error: Expected ; at end of declaration
parsing/declarator-suffix-after-function.c:2:12: error: got (
parsing/declarator-suffix-after-function.c:3:9: error: Expected ; at end of declaration
parsing/declarator-suffix-after-function.c:3:9: error: got (
 * check-error-end
 */
