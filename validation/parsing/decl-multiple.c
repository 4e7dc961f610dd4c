int a, *b, c[2], (*d)(void);
/*
 * check-name: several declarators share the specifiers
 * check-command: test-parsing $file
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
 */
