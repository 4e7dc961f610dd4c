int a(*p);
int b(int x, *y);
int c([2]);
int d((int));
int e(());
int g([[maybe_unused]] int x);
/*
 * check-name: the first parameter starts with its specifiers (a C23 attribute does not, without -std=c23), as sparse
 * check-command: sparse $file
 *
 * check-error-start
parsing/parameters-start-with-specifiers.c:1:7: error: Expected ) in function declarator
parsing/parameters-start-with-specifiers.c:1:7: error: got *
parsing/parameters-start-with-specifiers.c:3:7: error: Expected ) in function declarator
parsing/parameters-start-with-specifiers.c:3:7: error: got [
parsing/parameters-start-with-specifiers.c:4:7: error: Expected ) in function declarator
parsing/parameters-start-with-specifiers.c:4:7: error: got (
parsing/parameters-start-with-specifiers.c:5:7: error: Expected ) in function declarator
parsing/parameters-start-with-specifiers.c:5:7: error: got (
parsing/parameters-start-with-specifiers.c:6:7: error: Expected ) in function declarator
parsing/parameters-start-with-specifiers.c:6:7: error: got [
 * check-error-end
 */
