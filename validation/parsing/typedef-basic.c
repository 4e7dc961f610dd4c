typedef unsigned long size_type;
size_type n;
typedef int (*handler)(int);
handler h;
/*
 * check-name: a typedef name is a type in later declarations
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long [addressable] [toplevel] [usertype] n
.align 8
int ( *[addressable] [toplevel] [usertype] h )( ... )
 * check-output-end
 * check-error-start
parsing/typedef-basic.c:2:11: warning: symbol 'n' was not declared. Should it be static?
parsing/typedef-basic.c:4:9: warning: symbol 'h' was not declared. Should it be static?
 * check-error-end
 */
