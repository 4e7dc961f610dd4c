thread_local int a;
static _Thread_local int b;
extern __thread int c;
/*
 * check-name: thread_local in C23, _Thread_local and __thread before
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
.align 4
int [addressable] [tls] [toplevel] a
.align 4
int static [tls] [toplevel] b
.align 4
int extern [addressable] [tls] [toplevel] c
 * check-output-end
 * check-error-start
parsing/thread-local.c:1:18: warning: symbol 'a' was not declared. Should it be static?
 * check-error-end
 */
