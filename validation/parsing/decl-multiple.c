int a, *b, c[2], (*d)(void);
/*
 * check-name: several declarators share the specifiers
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 8
int *[addressable] [toplevel] b
.align 4
int [addressable] [toplevel] c[2]
.align 8
int ( *[addressable] [toplevel] d )( ... )
 * check-output-end
 * check-error-start
parsing/decl-multiple.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/decl-multiple.c:1:8: warning: symbol 'b' was not declared. Should it be static?
parsing/decl-multiple.c:1:12: warning: symbol 'c' was not declared. Should it be static?
parsing/decl-multiple.c:1:18: warning: symbol 'd' was not declared. Should it be static?
 * check-error-end
 */
