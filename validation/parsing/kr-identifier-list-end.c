x(a, b);
x2(a, 1);
x3(a, int);
x4(a, );
int z(a, b, 1);
/*
 * check-name: an identifier list goes on past a ',' only to another identifier, as sparse
 *
 * check-error-start
parsing/kr-identifier-list-end.c:1:1: warning: 'x()' has implicit return type
parsing/kr-identifier-list-end.c:2:5: error: Expected ) in function declarator
parsing/kr-identifier-list-end.c:2:5: error: got ,
parsing/kr-identifier-list-end.c:3:5: error: Expected ) in function declarator
parsing/kr-identifier-list-end.c:3:5: error: got ,
parsing/kr-identifier-list-end.c:4:5: error: Expected ) in function declarator
parsing/kr-identifier-list-end.c:4:5: error: got ,
parsing/kr-identifier-list-end.c:5:11: error: Expected ) in function declarator
parsing/kr-identifier-list-end.c:5:11: error: got ,
 * check-error-end
 */
