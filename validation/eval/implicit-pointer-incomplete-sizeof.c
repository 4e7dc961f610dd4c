*p;
q[2];
int g(void) { return sizeof(*p) + sizeof(q); }
/*
 * check-name: what a pointer or an array declared without a type holds cannot be sized, as sparse
 * check-command: sparse $file
 *
 * check-error-start
eval/implicit-pointer-incomplete-sizeof.c:1:1: warning: symbol 'p' was not declared. Should it be static?
eval/implicit-pointer-incomplete-sizeof.c:2:1: warning: symbol 'q' was not declared. Should it be static?
eval/implicit-pointer-incomplete-sizeof.c:3:22: error: cannot size expression
 * check-error-end
 */
