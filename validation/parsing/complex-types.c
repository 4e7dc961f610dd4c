_Complex double a;
float _Complex b;
long double _Complex c;
__complex__ float d;
/*
 * check-name: _Complex types
 * check-command: test-parsing $file
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
 */
