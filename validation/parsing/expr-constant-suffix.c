long a = 4294967295;
unsigned long b = 0xffffffffffffffff;
/*
 * check-name: -Wconstant-suffix tells which type a big constant gets
 * check-command: test-parsing --ast -Wconstant-suffix $file
 *
 * check-output-start
.align 8
long [addressable] [toplevel] a
 = 
	4294967295
.align 8
unsigned long [addressable] [toplevel] b
 = 
	18446744073709551615
 * check-output-end
 *
 * check-error-start
parsing/expr-constant-suffix.c:1:10: warning: constant 4294967295 is so big it is long
parsing/expr-constant-suffix.c:2:19: warning: constant 0xffffffffffffffff is so big it is unsigned long
parsing/expr-constant-suffix.c:1:6: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-constant-suffix.c:2:15: warning: symbol 'b' was not declared. Should it be static?
 * check-error-end
 */
