const int a;
typeof_unqual(const int) b;
__typeof_unqual__(const volatile long) c;
typeof(const int) d;
/*
 * check-name: typeof_unqual drops the qualifiers of a type
 * check-command: test-parsing --ast -std=c23 $file
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
 * check-error-start
parsing/typeof-unqual.c:1:11: warning: symbol 'a' was not declared. Should it be static?
parsing/typeof-unqual.c:2:26: warning: symbol 'b' was not declared. Should it be static?
parsing/typeof-unqual.c:3:40: warning: symbol 'c' was not declared. Should it be static?
parsing/typeof-unqual.c:4:19: warning: symbol 'd' was not declared. Should it be static?
 * check-error-end
 */
