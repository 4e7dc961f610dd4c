_Complex double a;
float _Complex b;
long double _Complex c;
__complex__ float d;
/*
 * check-name: _Complex types (C23 here: sparse has no _Complex)
 * check-command: test-parsing --ast -std=gnu23 $file
 *
 * check-output-start
.align 16
_Complex double [addressable] [toplevel] a
.align 8
_Complex float [addressable] [toplevel] b
.align 16
_Complex long double [addressable] [toplevel] c
.align 8
_Complex float [addressable] [toplevel] d
 * check-output-end
 * check-error-start
parsing/complex-types.c:1:17: warning: symbol 'a' was not declared. Should it be static?
parsing/complex-types.c:2:16: warning: symbol 'b' was not declared. Should it be static?
parsing/complex-types.c:3:22: warning: symbol 'c' was not declared. Should it be static?
parsing/complex-types.c:4:19: warning: symbol 'd' was not declared. Should it be static?
 * check-error-end
 */
