unsigned long a = _Alignof(double);
unsigned long b = __alignof__(long);
unsigned long c = __alignof(char);
/*
 * check-name: _Alignof and __alignof__
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long [addressable] [toplevel] a
 = 
	_Alignof(double)
.align 8
unsigned long [addressable] [toplevel] b
 = 
	_Alignof(long)
.align 8
unsigned long [addressable] [toplevel] c
 = 
	_Alignof(char)
 * check-output-end
 * check-error-start
parsing/expr-alignof.c:1:15: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-alignof.c:2:15: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-alignof.c:3:15: warning: symbol 'c' was not declared. Should it be static?
 * check-error-end
 */
