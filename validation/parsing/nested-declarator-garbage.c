int (1);
int ({;
int (int);
void g(int (=));
typedef int T;
int (T);
int x = sizeof(int (x));
void h(int (int), int (T));
/*
 * check-name: '(' with no name before it is a nested declarator unless ')' '...' or, where abstract, a type follows
 * check-command: sparse $file
 *
 * check-error-start
parsing/nested-declarator-garbage.c:1:6: error: Expected ) in nested declarator
parsing/nested-declarator-garbage.c:1:6: error: got 1
parsing/nested-declarator-garbage.c:2:6: error: Expected ) in nested declarator
parsing/nested-declarator-garbage.c:2:6: error: got {
parsing/nested-declarator-garbage.c:3:5: error: Trying to use reserved word 'int' as identifier
parsing/nested-declarator-garbage.c:4:13: error: Expected ) in nested declarator
parsing/nested-declarator-garbage.c:4:13: error: got =
parsing/nested-declarator-garbage.c:7:21: error: Expected ) in nested declarator
parsing/nested-declarator-garbage.c:7:21: error: got x
 * check-error-end
 */
