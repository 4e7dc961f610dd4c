int a, *b, c[2], (*d)(void);
/*
 * check-name: several declarators share the specifiers
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] a
int *[addressable] [toplevel] b
int [addressable] [toplevel] c[2]
int ( *[addressable] [toplevel] d )( ... )
 * check-output-end
 */
