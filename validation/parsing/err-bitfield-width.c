struct s { int a:0; int b:-1; float d:3; int e:1; };
/*
 * check-name: bit-fields of bad widths and types
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-bitfield-width.c:1:19: error: bitfield 'a' has invalid width (0)
parsing/err-bitfield-width.c:1:29: error: bitfield 'b' has invalid width (-1)
parsing/err-bitfield-width.c:1:38: error: invalid bitfield specifier for type float.
parsing/err-bitfield-width.c:1:49: error: dubious one-bit signed bitfield
 * check-error-end
 */
