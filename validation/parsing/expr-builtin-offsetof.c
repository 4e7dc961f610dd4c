struct in { int a[4]; };
struct out { int x; struct in in; };
unsigned long o = __builtin_offsetof(struct out, in.a[2]);
/*
 * check-name: __builtin_offsetof with a member path
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long [addressable] [toplevel] o
 = 
	offsetof(struct out, in.a[2])
 * check-output-end
 * check-error-start
parsing/expr-builtin-offsetof.c:3:15: warning: symbol 'o' was not declared. Should it be static?
 * check-error-end
 */
