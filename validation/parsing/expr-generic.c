int a;
int x = _Generic(a, int: 1, long: 2, default: 3);
/*
 * check-name: _Generic selections with a default
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] x
 = 
	_Generic(a, int: 1, long: 2, default: 3)
 * check-output-end
 * check-error-start
parsing/expr-generic.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-generic.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
