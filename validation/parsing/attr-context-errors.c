void f1(void) __attribute__((context));
void f2(void) __attribute__((context()));
void f3(void) __attribute__((context(1)));
void f4(void) __attribute__((context(1,2)));
void f5(void) __attribute__((context(x,1,2)));
void f6(void) __attribute__((context(x,1,2,3)));
void f7(void) __attribute__((context(x)));
void f8(void) __attribute__((context(1,2,3)));
void f9(void) __attribute__((context("a",1,2)));
void f10(void) __attribute__((context(x,y,2)));
void f11(void) __attribute__((context(x,1,)));
void f12(void) __attribute__((context(x,1,z)));
void f13(void) __attribute__((context(,1,2)));
void f14(void) __attribute__((context(1.5,2)));
void f15(void) __attribute__((context(x, 1, 2, )));
void f16(void) __attribute__((context(x, -1, 2)));
void f17(void) __attribute__((context(x+1, 1, 2)));
/*
 * check-name: context attribute: its arguments' errors, one per attribute, as sparse says them
 *
 * check-error-start
parsing/attr-context-errors.c:1:37: error: Expected ( after context attribute
parsing/attr-context-errors.c:1:37: error: got )
parsing/attr-context-errors.c:2:38: error: Expected , after context 1st argument
parsing/attr-context-errors.c:2:38: error: got )
parsing/attr-context-errors.c:3:39: error: Expected , after context 1st argument
parsing/attr-context-errors.c:3:39: error: got )
parsing/attr-context-errors.c:6:43: error: Expected ) after context 3rd argument
parsing/attr-context-errors.c:6:43: error: got ,
parsing/attr-context-errors.c:7:39: error: Expected , after context 1st argument
parsing/attr-context-errors.c:7:39: error: got )
parsing/attr-context-errors.c:7:38: error: undefined identifier 'x'
parsing/attr-context-errors.c:7:38: error: bad constant expression type
parsing/attr-context-errors.c:10:41: error: undefined identifier 'y'
parsing/attr-context-errors.c:10:41: error: bad constant expression type
parsing/attr-context-errors.c:12:43: error: undefined identifier 'z'
parsing/attr-context-errors.c:12:43: error: bad constant expression type
parsing/attr-context-errors.c:14:39: error: bad constant expression
parsing/attr-context-errors.c:15:46: error: Expected ) after context 3rd argument
parsing/attr-context-errors.c:15:46: error: got ,
 * check-error-end
 */
