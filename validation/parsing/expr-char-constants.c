int a = 'a';
int b = '\n';
int c = '\x41';
int d = '\101';
int e = 'ab';
/*
 * check-name: character constants are ints; 'ab' is 'a' as in sparse 0.6.4
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
 = 
	97
.align 4
int [addressable] [toplevel] b
 = 
	10
.align 4
int [addressable] [toplevel] c
 = 
	65
.align 4
int [addressable] [toplevel] d
 = 
	65
.align 4
int [addressable] [toplevel] e
 = 
	97
 * check-output-end
 *
 * check-error-start
parsing/expr-char-constants.c:5:9: warning: multi-character character constant
parsing/expr-char-constants.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-char-constants.c:2:5: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-char-constants.c:3:5: warning: symbol 'c' was not declared. Should it be static?
parsing/expr-char-constants.c:4:5: warning: symbol 'd' was not declared. Should it be static?
parsing/expr-char-constants.c:5:5: warning: symbol 'e' was not declared. Should it be static?
 * check-error-end
 */
