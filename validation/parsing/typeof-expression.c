int a;
typeof(a) b;
__typeof__(int *) c;
__typeof(a + 1) d;
/*
 * check-name: typeof of an expression and of a type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] b
.align 8
int *[addressable] [toplevel] c
.align 4
int [addressable] [toplevel] d
 * check-output-end
 * check-error-start
parsing/typeof-expression.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/typeof-expression.c:2:11: warning: symbol 'b' was not declared. Should it be static?
parsing/typeof-expression.c:3:19: warning: symbol 'c' was not declared. Should it be static?
parsing/typeof-expression.c:4:17: warning: symbol 'd' was not declared. Should it be static?
 * check-error-end
 */
