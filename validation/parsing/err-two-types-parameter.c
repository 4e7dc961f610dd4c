void f2(int int a);
void f3(char int);
void f4(int, int int);
void f5(unsigned signed a);
/*
 * check-name: two types in a parameter's specifiers: the reserved word it leaves as its name is not said again
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/err-two-types-parameter.c:1:13: error: two or more data types in declaration specifiers
parsing/err-two-types-parameter.c:1:17: error: Expected ) in function declarator
parsing/err-two-types-parameter.c:1:17: error: got a
parsing/err-two-types-parameter.c:2:14: error: two or more data types in declaration specifiers
parsing/err-two-types-parameter.c:3:18: error: two or more data types in declaration specifiers
parsing/err-two-types-parameter.c:4:18: error: impossible combination of type specifiers: unsigned signed
parsing/err-two-types-parameter.c:4:25: error: Expected ) in function declarator
parsing/err-two-types-parameter.c:4:25: error: got a
 * check-error-end
 */
