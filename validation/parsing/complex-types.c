_Complex double a;
float _Complex b;
long double _Complex c;
__complex__ float d;
/*
 * check-name: _Complex types
 * check-command: test-parsing $file
 *
 * check-output-start
_Complex double [addressable] [toplevel] a
_Complex float [addressable] [toplevel] b
_Complex long double [addressable] [toplevel] c
_Complex float [addressable] [toplevel] d
 * check-output-end
 */
