int f(...);
void g(int (...));
int (*p)(...);
int h(int, ...);
/*
 * check-name: a '...' with no named parameter before it
 * check-command: sparse $file
 *
 * check-error-start
parsing/variadic-no-named.c:1:7: warning: variadic functions must have one named argument
parsing/variadic-no-named.c:2:13: warning: variadic functions must have one named argument
parsing/variadic-no-named.c:3:10: warning: variadic functions must have one named argument
parsing/variadic-no-named.c:3:5: warning: symbol 'p' was not declared. Should it be static?
 * check-error-end
 */
