int x = __builtin_types_compatible_p(int, const int);
/*
 * check-name: __builtin_types_compatible_p takes two type names
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 = 
	(int == int const)
 * check-output-end
 */
