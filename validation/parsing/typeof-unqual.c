const int a;
typeof_unqual(const int) b;
__typeof_unqual__(const volatile long) c;
typeof(const int) d;
/*
 * check-name: typeof_unqual drops the qualifiers of a type
 * check-command: test-parsing -std=c23 $file
 *
 * check-output-start
.align 4
int const [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] b
.align 8
long [addressable] [toplevel] c
.align 4
int const [addressable] [toplevel] d
 * check-output-end
 */
