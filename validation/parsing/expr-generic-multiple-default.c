int a;
int x = _Generic(a, default: 1, default: 2);
/*
 * check-name: _Generic with two defaults
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] x
 = 
	_Generic(a, default: 2)
 * check-output-end
 *
 * check-error-start
parsing/expr-generic-multiple-default.c:2:33: warning: multiple default in generic expression
parsing/expr-generic-multiple-default.c:2:30: note: previous was here
parsing/expr-generic-multiple-default.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-generic-multiple-default.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
