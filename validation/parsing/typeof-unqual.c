const int a;
typeof_unqual(const int) b;
__typeof_unqual__(const volatile long) c;
typeof(const int) d;
/*
 * check-name: typeof_unqual drops the qualifiers of a type
 * check-command: test-parsing -std=c23 $file
 *
 * check-output-start
int const [addressable] [toplevel] a
int [addressable] [toplevel] b
long [addressable] [toplevel] c
int const [addressable] [toplevel] d
 * check-output-end
 */
