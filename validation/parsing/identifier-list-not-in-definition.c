int f(a);
void g(int h(a));
int k = sizeof(int (*)(a));
/*
 * check-name: an identifier list where the declarator may be abstract
 * check-command: sparse $file
 *
 * check-error-start
parsing/identifier-list-not-in-definition.c:2:13: warning: identifier list not in definition
parsing/identifier-list-not-in-definition.c:3:23: warning: identifier list not in definition
parsing/identifier-list-not-in-definition.c:3:5: warning: symbol 'k' was not declared. Should it be static?
 * check-error-end
 */
