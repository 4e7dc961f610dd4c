struct s { int a; } const *p;
/*
 * check-name: qualifiers after a struct definition
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
struct s const *[addressable] [toplevel] p
 * check-output-end
 * check-error-start
parsing/decl-struct-qualified.c:1:27: warning: symbol 'p' was not declared. Should it be static?
 * check-error-end
 */
