_Atomic int a;
_Atomic(long) b;
_Atomic(int *) c;
/*
 * check-name: _Atomic as qualifier and as specifier
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [atomic] [toplevel] a
.align 8
long [addressable] [atomic] [toplevel] b
.align 8
int *[addressable] [atomic] [toplevel] c
 * check-output-end
 * check-error-start
parsing/atomic.c:1:13: warning: symbol 'a' was not declared. Should it be static?
parsing/atomic.c:2:15: warning: symbol 'b' was not declared. Should it be static?
parsing/atomic.c:3:16: warning: symbol 'c' was not declared. Should it be static?
 * check-error-end
 */
