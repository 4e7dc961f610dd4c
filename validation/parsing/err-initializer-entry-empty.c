struct s { int a, b, c; };
int v;
int a[2] = { , 1 };
struct s x = { .a = , v };
int b[3] = { [1] = , 2 };
int c[3] = { 1, , 2 };
struct s y = { .a = };
struct s z = { .b v, v };
/*
 * check-name: an initializer entry without a value ends the list there: '}' is expected, as sparse
 * check-command: sparse $file
 *
 * check-error-start
parsing/err-initializer-entry-empty.c:3:14: error: Expected } at end of initializer
parsing/err-initializer-entry-empty.c:3:14: error: got ,
parsing/err-initializer-entry-empty.c:4:21: error: Expected } at end of initializer
parsing/err-initializer-entry-empty.c:4:21: error: got ,
parsing/err-initializer-entry-empty.c:5:20: error: Expected } at end of initializer
parsing/err-initializer-entry-empty.c:5:20: error: got ,
parsing/err-initializer-entry-empty.c:6:17: error: Expected } at end of initializer
parsing/err-initializer-entry-empty.c:6:17: error: got ,
parsing/err-initializer-entry-empty.c:8:19: error: Expected = at end of initializer index
parsing/err-initializer-entry-empty.c:8:19: error: got v
 * check-error-end
 */
