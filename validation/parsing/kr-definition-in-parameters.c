int f(a) int g(b) int b; { return b; } { return a; }
/*
 * check-name: a K&R function among K&R parameter declarations is no definition, as sparse
 * check-command: sparse $file
 *
 * check-error-start
parsing/kr-definition-in-parameters.c:1:10: warning: non-ANSI definition of function 'f'
parsing/kr-definition-in-parameters.c:1:19: error: expected ';' at end of parameter declaration
parsing/kr-definition-in-parameters.c:1:19: error: expected function body
parsing/kr-definition-in-parameters.c:1:26: error: Expected ; at the end of type declaration
parsing/kr-definition-in-parameters.c:1:26: error: got {
parsing/kr-definition-in-parameters.c:1:38: error: Expected ; at the end of type declaration
parsing/kr-definition-in-parameters.c:1:38: error: got }
parsing/kr-definition-in-parameters.c:1:52: error: Expected ; at the end of type declaration
parsing/kr-definition-in-parameters.c:1:52: error: got }
 * check-error-end
 */
