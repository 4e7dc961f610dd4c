void f1(void) __attribute__((context(1,2 3)));
void f2(void) __attribute__((context(x,y,z)));
void f3(void) __attribute__((context(1 2)));
void f4(void) __attribute__((context(x,1,2), context(y,2,3)));
void f5(void) __attribute__((context(1,2,3,4), unused));
int f6(void) __attribute__((context(a,b)));
void f7(void) __attribute__((context(x,0,1))) __attribute__((context(1)));
/*
 * check-name: context attribute: two arguments are in and out, a bad second or third one
 *
 * check-error-start
parsing/attr-context-errors-more.c:1:42: error: Expected ) after context 2nd argument
parsing/attr-context-errors-more.c:1:42: error: got 3
parsing/attr-context-errors-more.c:2:40: error: undefined identifier 'y'
parsing/attr-context-errors-more.c:2:40: error: bad constant expression type
parsing/attr-context-errors-more.c:2:42: error: undefined identifier 'z'
parsing/attr-context-errors-more.c:2:42: error: bad constant expression type
parsing/attr-context-errors-more.c:3:40: error: Expected , after context 1st argument
parsing/attr-context-errors-more.c:3:40: error: got 2
parsing/attr-context-errors-more.c:5:43: error: Expected ) after context 3rd argument
parsing/attr-context-errors-more.c:5:43: error: got ,
parsing/attr-context-errors-more.c:6:37: error: undefined identifier 'a'
parsing/attr-context-errors-more.c:6:37: error: bad constant expression type
parsing/attr-context-errors-more.c:6:39: error: undefined identifier 'b'
parsing/attr-context-errors-more.c:6:39: error: bad constant expression type
parsing/attr-context-errors-more.c:7:71: error: Expected , after context 1st argument
parsing/attr-context-errors-more.c:7:71: error: got )
 * check-error-end
 */
