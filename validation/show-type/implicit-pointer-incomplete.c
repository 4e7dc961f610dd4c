int x;
a[1];
b;
*c;
(*fp)(void);
static g[5];
e[2][3];
/*
 * check-name: show-type: a declaration without a type is an int by name, but what its pointer or array holds is of an incomplete type, as sparse
 * check-command: test-show-type $file
 *
 * check-output-start
int [addressable] [toplevel] x;
incomplete type [addressable] [toplevel] a[1];
int [addressable] [toplevel] b;
incomplete type *[addressable] [toplevel] c;
incomplete type ( *[addressable] [toplevel] fp )( ... );
incomplete type static [toplevel] g[5];
incomplete type [addressable] [toplevel] e[2][3];
 * check-output-end
 *
 * check-error-start
show-type/implicit-pointer-incomplete.c:3:1: warning: 'b' has implicit type
 * check-error-end
 */
