int x = __builtin_types_compatible_p(int, const int);
/*
 * check-name: __builtin_types_compatible_p takes two type names
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 = 
	(int == int const)
 * check-output-end
 * check-error-start
parsing/expr-builtin-types-compatible.c:1:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
