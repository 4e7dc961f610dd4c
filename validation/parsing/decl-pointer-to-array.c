int (*pa)[4];
int *ap[4];
int a2[2][3];
int (*(*x)[5])(void);
/*
 * check-name: parenthesized declarators apply their suffixes inside
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int ( *[addressable] [toplevel] pa )[4]
.align 8
int *[addressable] [toplevel] ap[4]
.align 4
int [addressable] [toplevel] a2[2][3]
.align 8
int ( *( *[addressable] [toplevel] x )[5] )( ... )
 * check-output-end
 * check-error-start
parsing/decl-pointer-to-array.c:1:5: warning: symbol 'pa' was not declared. Should it be static?
parsing/decl-pointer-to-array.c:2:5: warning: symbol 'ap' was not declared. Should it be static?
parsing/decl-pointer-to-array.c:3:5: warning: symbol 'a2' was not declared. Should it be static?
parsing/decl-pointer-to-array.c:4:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
