int a;
typeof(a) b;
__typeof__(int *) c;
__typeof(a + 1) d;
/*
 * check-name: typeof of an expression and of a type
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
typeof(...) [addressable] [toplevel] b
.align 8
int *[addressable] [toplevel] c
typeof(...) [addressable] [toplevel] d
 * check-output-end
 */
