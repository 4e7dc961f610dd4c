int f(a) int a; int g; { return g; }
double g;
int f2(a) int a; int h(int); { return 0; }
double h;
int f3(a) int a; { int a; return a; }
/*
 * check-name: K&R parameter declarations have a scope of their own, seen neither past them nor in the body
 *
 * check-error-start
parsing/kr-declarations-scope.c:1:10: warning: non-ANSI definition of function 'f'
parsing/kr-declarations-scope.c:1:21: warning: nonsensical parameter declaration 'g'
parsing/kr-declarations-scope.c:3:11: warning: non-ANSI definition of function 'f2'
parsing/kr-declarations-scope.c:3:22: warning: nonsensical parameter declaration 'h'
parsing/kr-declarations-scope.c:5:11: warning: non-ANSI definition of function 'f3'
parsing/kr-declarations-scope.c:1:33: error: undefined identifier 'g'
parsing/kr-declarations-scope.c:2:8: warning: symbol 'g' was not declared. Should it be static?
parsing/kr-declarations-scope.c:3:5: warning: symbol 'f2' was not declared. Should it be static?
parsing/kr-declarations-scope.c:4:8: warning: symbol 'h' was not declared. Should it be static?
parsing/kr-declarations-scope.c:5:5: warning: symbol 'f3' was not declared. Should it be static?
 * check-error-end
 */
