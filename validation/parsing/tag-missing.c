struct ;
union 1 x;
enum ;
void f(void) { struct ; }
/*
 * check-name: struct, union or enum with neither tag nor body: expected declaration, as sparse
 * check-command: sparse $file
 *
 * check-error-start
parsing/tag-missing.c:1:8: error: expected declaration
parsing/tag-missing.c:2:7: error: expected declaration
parsing/tag-missing.c:2:7: error: Expected ; at the end of type declaration
parsing/tag-missing.c:2:7: error: got 1
parsing/tag-missing.c:3:6: error: expected declaration
parsing/tag-missing.c:4:23: error: expected declaration
 * check-error-end
 */
