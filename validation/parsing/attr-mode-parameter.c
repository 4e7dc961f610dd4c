void h(int a __attribute__((mode(DI))), int *c __attribute__((mode(HI))));
void n(int a, b __attribute__((mode(DI))));
x __attribute__((mode(DI)));
/*
 * check-name: mode(X) on a parameter: applied, and an error on one without a type
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/attr-mode-parameter.c:1:73: error: don't know how to apply mode to int *
parsing/attr-mode-parameter.c:2:42: error: don't know how to apply mode to incomplete type
parsing/attr-mode-parameter.c:3:28: error: don't know how to apply mode to incomplete type
 * check-error-end
 */
